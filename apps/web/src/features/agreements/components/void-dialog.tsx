import { type Agreement, VOID_REASON_MAX, voidAgreement } from '@angelbridge/contracts';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { focusFirstError, serverFieldErrors, zodFormValidate } from '../../../lib/zod-form';
import { useVoidAgreement } from '../api/void-agreement';
import { formatMoney } from './agreement-words';

interface VoidDialogProps {
  agreement: Agreement | null;
  onClose: () => void;
}

/** Void one unsigned or half-signed agreement, with the reason the investor will read; refusals show here. */
export function VoidDialog({ agreement, onClose }: VoidDialogProps) {
  const voiding = useVoidAgreement();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initialValues: { reason: '' },
    validate: zodFormValidate<{ reason: string }>(voidAgreement.request, (values) => ({
      agreement_id: agreement?._id ?? '',
      reason: values.reason,
    })),
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: each opening starts empty, not each render
  useEffect(() => {
    if (!agreement) return;
    form.reset();
    setFailure(null);
  }, [agreement]);

  const submit = form.onSubmit(
    ({ reason }) => {
      if (!agreement) return;
      setFailure(null);
      voiding.mutate(
        { agreementId: agreement._id, reason: reason.trim() },
        {
          onSuccess: (answer) => {
            notify(answer.message);
            onClose();
          },
          onError: (error) => {
            const { fieldErrors, otherErrors } = serverFieldErrors(error, ['reason']);
            form.setErrors(fieldErrors);
            setFailure(otherErrors[0] ?? (fieldErrors.reason ? null : errorMessage(error)));
          },
        },
      );
    },
    () => focusFirstError(),
  );

  const name = agreement?.investor.name ?? '';
  return (
    <Modal
      opened={agreement !== null}
      onClose={onClose}
      title={`Void ${name}'s agreement`}
      centered
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text>
            {agreement &&
              `The agreement for ${formatMoney(agreement.fields.amount)} can no longer be signed. ${name} is told, with your reason.`}
          </Text>
          <Textarea
            label="Reason"
            withAsterisk
            description={`The investor reads it. ${form.values.reason.length}/${VOID_REASON_MAX.toLocaleString('en-US')}`}
            autosize
            minRows={2}
            maxLength={VOID_REASON_MAX}
            {...form.getInputProps('reason')}
          />
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color="red.9" loading={voiding.isPending}>
              Void agreement
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
