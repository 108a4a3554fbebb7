import { FAQ_ANSWER_MAX, FAQ_QUESTION_MAX } from '@angelbridge/contracts';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { usePublishPitchFaq } from '../api/pitch-faq';

export interface FaqDraft {
  messageId: string;
  question: string;
  answer: string;
}

/**
 * The owner turns an investor's question and their own reply into a public answer on the pitch page.
 * Both texts are edited here first: the investor's name must not be published.
 */
export function FaqDialog({
  pitchId,
  draft,
  onClose,
}: {
  pitchId: string;
  draft: FaqDraft | null;
  onClose: () => void;
}) {
  const [question, setQuestion] = useState('');
  const [answer, setAnswer] = useState('');
  const publish = usePublishPitchFaq(pitchId);
  const reset = publish.reset;
  useEffect(() => {
    setQuestion(draft?.question ?? '');
    setAnswer(draft?.answer ?? '');
    reset();
  }, [draft, reset]);

  const fieldErrors = publish.error instanceof ApiError ? publish.error.errors : {};
  const general =
    publish.error && !fieldErrors.question && !fieldErrors.answer ? errorMessage(publish.error) : null;

  return (
    <Modal opened={draft !== null} onClose={onClose} title="Publish as FAQ" size="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!draft) return;
          publish.mutate(
            { message_id: draft.messageId, question, answer },
            {
              onSuccess: () => {
                notify('The answer is published on the pitch page.');
                onClose();
              },
            },
          );
        }}
      >
        <Stack gap="sm">
          <Text size="sm" c="gray.7">
            Everyone who opens the pitch will read this. Leave out names and anything private.
          </Text>
          <Textarea
            label="Question"
            value={question}
            onChange={(event) => setQuestion(event.currentTarget.value)}
            maxLength={FAQ_QUESTION_MAX}
            autosize
            minRows={2}
            required
            error={fieldErrors.question}
          />
          <Textarea
            label="Answer"
            value={answer}
            onChange={(event) => setAnswer(event.currentTarget.value)}
            maxLength={FAQ_ANSWER_MAX}
            autosize
            minRows={3}
            required
            error={fieldErrors.answer}
          />
          {general && <Alert color="red">{general}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={publish.isPending}>
              Publish
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
