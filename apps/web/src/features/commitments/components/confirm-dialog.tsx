import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  color?: string;
  busy: boolean;
  /** The server's refusal, in its own words (a 409 says why the change came too late). */
  failure: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** A yes-or-no step before a change that others are told of; the dialog stays open on a refusal. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { opened, title, children, confirmLabel, color, busy, failure, onConfirm, onClose } = props;
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size="lg">
      <Stack>
        {children}
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color={color} loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
