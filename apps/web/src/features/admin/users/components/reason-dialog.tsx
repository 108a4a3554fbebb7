import { MODERATION_REASON_MAX, MODERATION_REASON_MIN, adminUserTexts as m } from '@angelbridge/contracts';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { ApiError, errorMessage } from '../../../../lib/api-client';

export interface ReasonDialogProps {
  opened: boolean;
  /** The dialog's title, e.g. 'Suspend Ada Lovelace'. */
  title: string;
  /** What follows from confirming, said before the person confirms. */
  consequence: string;
  confirmLabel: string;
  onClose: () => void;
  /** Runs the action; the dialog closes when it resolves and shows the refusal when it rejects. */
  onConfirm: (reason: string) => Promise<unknown>;
}

/**
 * The confirm step of a take-down (suspend a user, unpublish a pitch): a required reason, which the
 * person affected is shown, checked here as the server checks it; Cancel is focused first, so Enter on
 * the opened dialog takes nothing down.
 */
export function ReasonDialog({
  opened,
  title,
  consequence,
  confirmLabel,
  onClose,
  onConfirm,
}: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [general, setGeneral] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!opened) return;
    setReason('');
    setError(null);
    setGeneral(null);
  }, [opened]);

  const submit = async () => {
    const trimmed = reason.trim();
    if (!trimmed) return setError(m.reasonRequired);
    if (trimmed.length < MODERATION_REASON_MIN) return setError(m.reasonShort);
    setError(null);
    setGeneral(null);
    setBusy(true);
    try {
      await onConfirm(trimmed);
      onClose();
    } catch (failure) {
      const field = failure instanceof ApiError ? failure.errors.reason : undefined;
      if (field) setError(field);
      else setGeneral(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        noValidate
      >
        <Stack gap="sm">
          <Text size="sm">{consequence}</Text>
          <Textarea
            label="Reason"
            description="Shown to the person and kept in the audit log."
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            maxLength={MODERATION_REASON_MAX}
            autosize
            minRows={3}
            required
            error={error}
          />
          {general && (
            <Alert color="red" role="alert">
              {general}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} data-autofocus>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={busy}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
