import { updateTexts as t, UPDATE_REPLY_MAX } from '@angelbridge/contracts';
import { webPaths } from '@angelbridge/contracts/web-paths';
import { Alert, Anchor, Button, Group, Paper, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { hrefFor } from '../../../lib/href-for';
import { useReplyToUpdate } from '../api/reply-to-update';
import { words } from './update-words';

interface ReplyBoxProps {
  updateId: string;
  company: string;
  /** The conversation earlier replies went to, if any. */
  conversationId: string | null;
}

/** A recipient answers the update: the reply opens, or continues, their conversation with the founder. */
export function ReplyBox({ updateId, company, conversationId }: ReplyBoxProps) {
  const reply = useReplyToUpdate(updateId);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const send = (event: React.FormEvent) => {
    event.preventDefault();
    const text = body.trim();
    if (!text) {
      setError(t.replyRequired);
      return;
    }
    setError(null);
    setSentTo(null);
    reply.mutate(text, {
      onSuccess: (answer) => {
        setBody('');
        setSentTo(answer.conversation_id);
      },
      onError: (failure) =>
        setError(
          failure instanceof ApiError && failure.errors.body ? failure.errors.body : errorMessage(failure),
        ),
    });
  };

  const title = words.replyTitle(company);
  const existing = sentTo ?? conversationId;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="reply-title"
    >
      <Title order={2} size="h4" id="reply-title" mb={4}>
        {title}
      </Title>
      <Text size="sm" c="gray.7" mb="sm">
        {words.replyHint}
      </Text>
      {sentTo && (
        <Alert color="teal" role="status" mb="sm" title={t.replied}>
          <Anchor component={Link} to={hrefFor(webPaths.conversation, { id: sentTo })}>
            {words.openConversation}
          </Anchor>
        </Alert>
      )}
      <form onSubmit={send} noValidate aria-labelledby="reply-title">
        <Textarea
          // the section's heading says it on screen; the box carries the same name
          aria-label={title}
          autosize
          minRows={3}
          maxRows={10}
          maxLength={UPDATE_REPLY_MAX}
          value={body}
          onChange={(event) => {
            setBody(event.currentTarget.value);
            if (error) setError(null);
          }}
          error={error}
          description={`${(UPDATE_REPLY_MAX - body.length).toLocaleString('en-US')} characters left`}
        />
        <Group justify="space-between" mt="sm" wrap="wrap">
          {existing && !sentTo ? (
            <Anchor component={Link} to={hrefFor(webPaths.conversation, { id: existing })} size="sm">
              {words.conversationSoFar}
            </Anchor>
          ) : (
            <span />
          )}
          <Button type="submit" loading={reply.isPending}>
            {words.replySend}
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
