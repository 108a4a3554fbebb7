import { LEAD_CONFLICTS_MAX, LEAD_MEMO_MAX, type LeadOffer, offerToLead } from '@angelbridge/contracts';
import { Alert, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { focusFirstError, serverFieldErrors, zodFormValidate } from '../../../lib/zod-form';
import { useOfferToLead } from '../api/offer-to-lead';

interface LeadOfferDialogProps {
  opened: boolean;
  onClose: () => void;
  pitchId: string;
  pitchName: string;
  existing: LeadOffer | null;
}

interface LeadValues {
  memo: string;
  conflicts: string;
}

const FIELDS = ['memo', 'conflicts'] as const;

/** "Offer to lead": why the investor would lead, and their conflicts of interest ("None" is an answer). */
export function LeadOfferDialog({ opened, onClose, pitchId, pitchName, existing }: LeadOfferDialogProps) {
  const offer = useOfferToLead();
  const [failure, setFailure] = useState<string | null>(null);
  const initial = { memo: existing?.memo ?? '', conflicts: existing?.conflicts ?? '' };
  const form = useForm<LeadValues>({
    initialValues: initial,
    validate: zodFormValidate<LeadValues>(offerToLead.request, (values) => ({
      pitch_id: pitchId,
      ...values,
    })),
  });
  // Each opening starts from the offer as it stands now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only an opening resets the form
  useEffect(() => {
    if (!opened) return;
    form.setValues(initial);
    form.clearErrors();
    setFailure(null);
  }, [opened]);
  const close = () => onClose();
  const submit = form.onSubmit(
    (values) => {
      setFailure(null);
      offer.mutate(
        { pitch_id: pitchId, ...values },
        {
          onSuccess: (answer) => {
            notify(answer.message);
            onClose();
          },
          onError: (error) => {
            const { fieldErrors, otherErrors } = serverFieldErrors(error, FIELDS);
            form.setErrors(fieldErrors);
            if (Object.keys(fieldErrors).length > 0) focusFirstError();
            setFailure(otherErrors[0] ?? (Object.keys(fieldErrors).length > 0 ? null : errorMessage(error)));
          },
        },
      );
    },
    () => focusFirstError(),
  );
  return (
    <Modal opened={opened} onClose={close} title={`Offer to lead ${pitchName}`} centered size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Textarea
            label="Memo"
            withAsterisk
            description={`Why you would lead this round; investors see it once the founder confirms you. ${form.values.memo.length}/${LEAD_MEMO_MAX}`}
            autosize
            minRows={4}
            maxLength={LEAD_MEMO_MAX}
            {...form.getInputProps('memo')}
          />
          <Textarea
            label="Conflicts of interest"
            withAsterisk
            description={`"None" is an answer. ${form.values.conflicts.length}/${LEAD_CONFLICTS_MAX}`}
            autosize
            minRows={2}
            maxLength={LEAD_CONFLICTS_MAX}
            {...form.getInputProps('conflicts')}
          />
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={offer.isPending}>
              {existing ? 'Update offer' : 'Send offer'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
