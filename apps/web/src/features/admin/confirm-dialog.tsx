import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The console's "are you sure?" before a change that acts at once (publish a page, run a job): what it
 * will do, the server's refusal when there is one, Cancel and the action. Shown while `subject` is set;
 * `onConfirm` gets it back.
 */
export function ConfirmDialog<S>({
  subject,
  title,
  action,
  pending,
  error,
  onCancel,
  onConfirm,
  children,
}: {
  subject: S | null;
  title: string;
  /** The confirm button's label. */
  action: string;
  pending: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: (subject: S) => void;
  /** What confirming will do. */
  children: (subject: S) => ReactNode;
}) {
  return (
    <Modal opened={subject !== null} onClose={onCancel} title={title}>
      {subject !== null && (
        <Stack gap="md">
          <Text size="sm">{children(subject)}</Text>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            <Button loading={pending} onClick={() => onConfirm(subject)} data-autofocus>
              {action}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
