import '@mantine/dropzone/styles.layer.css';
import { AGREEMENT_FILE_KINDS, AGREEMENT_FILE_MAX_BYTES, FILE_KIND_NAMES } from '@angelbridge/contracts';
import { Button, Group, Input, Paper, Progress, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { useId } from 'react';
import { formatMegabytes } from '../../../lib/format';

const PDF_ACCEPT = Object.fromEntries(
  AGREEMENT_FILE_KINDS.map((kind) => [FILE_KIND_NAMES[kind].mime[0], [...FILE_KIND_NAMES[kind].ext]]),
);

interface PdfDropProps {
  label: string;
  /** What the drop area says: "Drop the PDF here or click to choose it". */
  prompt: string;
  file: File | null;
  onFile: (file: File | null) => void;
  /** Why the file was refused: the contract's words for a wrong type or a too-large file. */
  messages: { type: string; size: string };
  error: string | null;
  onError: (message: string | null) => void;
  /** Upload progress from 0 to 1 while the file is sent. */
  progress: number | null;
  disabled?: boolean;
}

function sizeOf(bytes: number) {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : formatMegabytes(bytes);
}

/** One PDF, dropped or chosen (keyboard: Enter or Space opens the picker), checked for type and size first. */
export function PdfDrop(props: PdfDropProps) {
  const { label, prompt, file, onFile, messages, error, onError, progress, disabled = false } = props;
  const id = useId();
  const reject = (rejections: readonly FileRejection[]) =>
    onError(rejections[0]?.errors[0]?.code === 'file-too-large' ? messages.size : messages.type);
  return (
    <Input.Wrapper
      id={id}
      label={label}
      description={`One PDF, at most ${formatMegabytes(AGREEMENT_FILE_MAX_BYTES)}.`}
      error={error}
      errorProps={{ role: 'alert' }}
      styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
    >
      {file ? (
        <Paper withBorder radius="md" p="sm" mt="xs">
          <Group justify="space-between" gap="sm">
            <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
              <Text fw={600} size="sm" truncate title={file.name}>
                {file.name}
              </Text>
              <Text size="xs" c="gray.7">
                PDF · {sizeOf(file.size)}
              </Text>
              {progress !== null && (
                <Progress
                  value={Math.round(progress * 100)}
                  animated={progress < 1}
                  mt={4}
                  aria-label={`Upload progress of ${file.name}`}
                />
              )}
            </Stack>
            <Button
              size="xs"
              variant="default"
              disabled={disabled}
              onClick={() => {
                onFile(null);
                onError(null);
              }}
              aria-label={`Remove ${file.name}`}
            >
              Remove
            </Button>
          </Group>
        </Paper>
      ) : (
        <Dropzone
          mt="xs"
          onDrop={(files) => {
            onError(null);
            onFile(files[0] ?? null);
          }}
          onReject={reject}
          accept={PDF_ACCEPT}
          maxSize={AGREEMENT_FILE_MAX_BYTES}
          maxFiles={1}
          multiple={false}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-label={`${label}: drop a PDF here or press Enter to choose it`}
          inputProps={{ 'aria-label': label }}
          radius="md"
          p="lg"
        >
          <Stack align="center" gap={4} style={{ pointerEvents: 'none' }}>
            <Text fw={600} ta="center">
              {prompt}
            </Text>
            <Text size="sm" c="gray.7">
              PDF only
            </Text>
          </Stack>
        </Dropzone>
      )}
    </Input.Wrapper>
  );
}
