import type { CmsVersion } from '@angelbridge/contracts';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';

/** Publishing replaces the live page for everyone at once, so it asks first. */
export function ConfirmPublish({
  version,
  pending,
  error,
  onCancel,
  onConfirm,
}: {
  version: CmsVersion | null;
  pending: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: (version: CmsVersion) => void;
}) {
  const restoring = version?.status === 'published';
  return (
    <Modal
      opened={version !== null}
      onClose={onCancel}
      title={restoring ? 'Restore this version?' : 'Publish this draft?'}
    >
      {version && (
        <Stack gap="md">
          <Text size="sm">
            “{version.title}” becomes the live page at once, for every visitor.
            {restoring ? ' It is kept as a new published version; nothing is lost.' : ''}
          </Text>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            <Button loading={pending} onClick={() => onConfirm(version)} data-autofocus>
              {restoring ? 'Restore' : 'Publish'}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
