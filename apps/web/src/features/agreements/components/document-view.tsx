import { Anchor, Box, Stack } from '@mantine/core';
import { HashText } from './hash-text';

interface DocumentViewProps {
  url: string;
  sha256: string;
  /** "The agreement" or "The signed agreement": names the frame and the link for screen readers. */
  title: string;
}

/**
 * The PDF in the page, from its signed link (bound to this browser), with a link to open it in a new tab
 * (a phone's browser often shows no PDF in a frame) and the hash of exactly these bytes.
 */
export function DocumentView({ url, sha256, title }: DocumentViewProps) {
  return (
    <Stack gap="sm">
      <Box
        component="iframe"
        src={url}
        title={`${title} (PDF)`}
        w="100%"
        h={{ base: 420, sm: '70vh' }}
        style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8, display: 'block' }}
      />
      <Anchor href={url} target="_blank" rel="noopener noreferrer" fw={600}>
        Open {title.toLowerCase()} in a new tab (PDF)
      </Anchor>
      <HashText label="Document SHA-256" hash={sha256} />
    </Stack>
  );
}
