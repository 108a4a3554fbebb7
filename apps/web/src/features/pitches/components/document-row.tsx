import { Button, Group, Image, Paper, Progress, Stack, Switch, Text, ThemeIcon } from '@mantine/core';
import { useEffect, useState } from 'react';
import { type DocumentItem, formatBytes } from './document-files';

/** A locked document is never served at its URL, only through a signed link (the data room). */
const storedUrl = (item: DocumentItem) =>
  item.isChanged || item.stored.locked ? null : item.stored.pitch_document;

/** Where the file can be seen now: its stored URL, or a local URL of the chosen file. */
export function useItemUrl(item: DocumentItem): string | null {
  const [url, setUrl] = useState<string | null>(storedUrl(item));
  useEffect(() => {
    if (!item.isChanged) {
      setUrl(storedUrl(item));
      return;
    }
    const local = URL.createObjectURL(item.file);
    setUrl(local);
    return () => URL.revokeObjectURL(local);
  }, [item]);
  return url;
}

export function itemName(item: DocumentItem): string {
  return item.isChanged ? item.file.name : item.stored.name;
}

export function itemIsPdf(item: DocumentItem): boolean {
  return item.isChanged ? item.kind === 'pdf' : item.stored.kind === 'pdf';
}

interface DocumentRowProps {
  item: DocumentItem;
  /** Upload progress from 0 to 1 while this file is being sent. */
  progress: number | null;
  onPreview: (url: string) => void;
  onRemove: () => void;
  disabled: boolean;
  /** Stored documents only: makes it public or for approved investors only, on the server at once. */
  onLockedChange?: ((locked: boolean) => void) | undefined;
  lockPending?: boolean;
  /** Opens a locked stored document through a signed link: a PDF in a new tab, an image in the viewer. */
  onOpenLocked?: (() => void) | undefined;
}

export function DocumentRow({
  item,
  progress,
  onPreview,
  onRemove,
  disabled,
  onLockedChange,
  lockPending = false,
  onOpenLocked,
}: DocumentRowProps) {
  const url = useItemUrl(item);
  const name = itemName(item);
  const pdf = itemIsPdf(item);
  return (
    <Paper withBorder radius="md" p="sm" component="li">
      <Group gap="md">
        {pdf || !url ? (
          <ThemeIcon size={56} variant="light" radius="md" aria-hidden>
            <Text fw={700} size="sm">
              {pdf ? 'PDF' : 'IMG'}
            </Text>
          </ThemeIcon>
        ) : (
          <Image src={url} alt="" w={56} h={56} radius="md" fit="cover" />
        )}
        {/* On narrow screens the buttons move under the name rather than squeezing it. */}
        <Stack gap={2} style={{ flex: 1, minWidth: 160 }}>
          <Text fw={600} truncate title={name}>
            {name}
          </Text>
          <Text size="xs" c="gray.7">
            {item.isChanged ? `New · ${formatBytes(item.file.size)}` : 'Saved'}
          </Text>
          {item.isChanged ? (
            <Text size="xs" c="gray.7">
              Save the step to choose who may open it.
            </Text>
          ) : (
            onLockedChange && (
              <Switch
                mt={4}
                size="sm"
                label="Approved investors only"
                aria-label={`Approved investors only: ${name}`}
                checked={item.stored.locked}
                disabled={disabled || lockPending}
                onChange={(event) => onLockedChange(event.currentTarget.checked)}
              />
            )
          )}
          {progress !== null && (
            <Progress
              value={Math.round(progress * 100)}
              animated={progress < 1}
              mt={4}
              aria-label={`Upload progress of ${name}`}
            />
          )}
        </Stack>
        <Group gap="xs" wrap="nowrap">
          {!item.isChanged && item.stored.locked && onOpenLocked ? (
            <Button
              size="xs"
              variant="default"
              onClick={onOpenLocked}
              aria-label={pdf ? `Preview ${name} (opens in a new tab)` : `Preview ${name}`}
            >
              Preview
            </Button>
          ) : pdf && url ? (
            // The app's CSP allows no frames, so a PDF opens in the browser's own viewer in a new tab.
            <Button
              size="xs"
              variant="default"
              component="a"
              href={url}
              target="_blank"
              rel="noopener"
              aria-label={`Preview ${name} (opens in a new tab)`}
            >
              Preview
            </Button>
          ) : (
            <Button
              size="xs"
              variant="default"
              disabled={!url}
              onClick={() => url && onPreview(url)}
              aria-label={`Preview ${name}`}
            >
              Preview
            </Button>
          )}
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={onRemove}
            disabled={disabled}
            aria-label={`Remove ${name}`}
          >
            Remove
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
