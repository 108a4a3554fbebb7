import { Code, Stack, Text } from '@mantine/core';

/** A SHA-256 as people compare it: labelled, monospaced, breaking anywhere so a phone never scrolls sideways. */
export function HashText({ label, hash }: { label: string; hash: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" fw={600} c="gray.7">
        {label}
      </Text>
      <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }} data-testid="sha256">
        {hash}
      </Code>
    </Stack>
  );
}
