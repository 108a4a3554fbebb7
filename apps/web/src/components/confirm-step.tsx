import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

interface ConfirmStepProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** 'Cancel' unless told otherwise. */
  cancelLabel?: string;
  color?: string;
  busy: boolean;
  /** The server's refusal in its own words; the dialog stays open so the person can read it. */
  failure: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * A yes-or-no step before a change others are told of or that cannot be taken back (closing a round,
 * publishing an update, deleting a draft). The dialog stays open on a refusal, showing the server's words.
 */
export function ConfirmStep(props: ConfirmStepProps) {
  const {
    opened,
    title,
    children,
    confirmLabel,
    cancelLabel = 'Cancel',
    color,
    busy,
    failure,
    onConfirm,
    onClose,
  } = props;
  return (
    <Modal opened={opened} onClose={busy ? () => undefined : onClose} title={title} centered size="lg">
      <Stack>
        {children}
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          {/* Cancel first and focused: Enter on a freshly opened dialog changes nothing */}
          <Button variant="default" onClick={onClose} disabled={busy} data-autofocus>
            {cancelLabel}
          </Button>
          <Button color={color} loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
