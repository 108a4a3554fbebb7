import { conversationTexts, MESSAGE_BODY_MAX } from '@angelbridge/contracts';
import { Button, CloseButton, FileButton, Group, Progress, Stack, Text, Textarea } from '@mantine/core';
import { type KeyboardEvent, useRef, useState } from 'react';
import { ApiError, GENERIC_ERROR_MESSAGE } from '../../../lib/api-client';
import { useSendMessage } from '../api/send-message';
import { useDraft } from './draft';
import { ACCEPT, filesProblem } from './files';
import { formatSize } from './format';

const fileKey = (file: File) => `${file.name}:${file.size}:${file.lastModified}`;

/** The server's reason, with the field it named (400), or the generic text. */
export function sendError(error: unknown): string {
  if (!(error instanceof ApiError)) return GENERIC_ERROR_MESSAGE;
  const field = error.errors.body ?? error.errors.file ?? Object.values(error.errors)[0];
  return field ?? error.message;
}

/**
 * Writes a message: text (Enter sends, Shift+Enter is a new line) and up to 3 files checked before the
 * upload, with its progress. The text is a draft kept per conversation until it is sent.
 */
export function Composer({ conversationId }: { conversationId: string }) {
  const [body, setBody] = useDraft(conversationId);
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const send = useSendMessage();
  // Cleared after each pick, so a file removed from the list can be picked again.
  const resetPicker = useRef<() => void>(null);

  const addFiles = (picked: File[]) => {
    resetPicker.current?.();
    // Picking the same file twice attaches it once.
    const next = [...files, ...picked.filter((p) => !files.some((f) => fileKey(f) === fileKey(p)))];
    const reason = filesProblem(next);
    setProblem(reason);
    if (!reason) setFiles(next);
  };

  const submit = () => {
    if (send.isPending) return;
    if (!body.trim() && files.length === 0) return setProblem(conversationTexts.bodyRequired);
    if (body.length > MESSAGE_BODY_MAX) return setProblem(conversationTexts.bodyTooLong);
    setProblem(null);
    send.mutate(
      { target: { conversation_id: conversationId }, body, files, onProgress: setProgress },
      {
        onSuccess: () => {
          setBody('');
          setFiles([]);
        },
        onSettled: () => setProgress(null),
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const error = problem ?? (send.error ? sendError(send.error) : null);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="xs" mt="md">
        <Textarea
          label="Message"
          description="Enter sends, Shift+Enter starts a new line."
          value={body}
          onChange={(event) => setBody(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          maxLength={MESSAGE_BODY_MAX}
          autosize
          minRows={2}
          maxRows={8}
          error={error}
        />
        <Text size="xs" c="gray.7" ta="right" aria-live="polite">
          {body.length}/{MESSAGE_BODY_MAX}
        </Text>
        {files.length > 0 && (
          <Group gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {files.map((file, i) => (
              <Group key={fileKey(file)} component="li" gap={4}>
                <Text size="sm">
                  {file.name} · {formatSize(file.size)}
                </Text>
                <CloseButton
                  size="sm"
                  aria-label={`Remove ${file.name}`}
                  onClick={() => setFiles(files.filter((_, j) => j !== i))}
                />
              </Group>
            ))}
          </Group>
        )}
        {progress !== null && (
          <Progress value={progress * 100} aria-label="Upload progress" size="sm" animated />
        )}
        <Group justify="space-between">
          <FileButton onChange={addFiles} accept={ACCEPT} multiple resetRef={resetPicker}>
            {(props) => (
              <Button variant="default" {...props} disabled={send.isPending}>
                Attach files
              </Button>
            )}
          </FileButton>
          <Button type="submit" loading={send.isPending}>
            Send
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
