import {
  type markCommitmentFunded,
  markCommitmentFundedForm,
  type ResponseOf,
  portfolioTexts as t,
  utcToday,
} from '@angelbridge/contracts';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { AmountInput, type AmountValue } from '../../../components/amount-input';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { focusFirstError, serverFieldErrors, zodFormValidate } from '../../../lib/zod-form';
import { type MarkFundedInput, useMarkCommitmentFunded } from '../api/mark-commitment-funded';

/** The commitment the founder marks: its id, its investor's name and the amount committed. */
export interface MarkFundedTarget {
  commitment_id: string;
  investor_name: string;
  amount: number;
}

interface MarkFundedDialogProps {
  /** Open while set. */
  target: MarkFundedTarget | null;
  onClose: () => void;
  /** After the server recorded it: the caller refreshes what it shows (its agreements table). */
  onFunded?: (answer: ResponseOf<typeof markCommitmentFunded>) => void;
}

interface Values {
  amount_received: AmountValue;
  received_on: string;
}

const FIELDS = ['amount_received', 'received_on'] as const;

const toInput = (commitmentId: string, values: Values): MarkFundedInput => ({
  commitment_id: commitmentId,
  amount_received: values.amount_received,
  received_on: values.received_on,
});

/**
 * "Mark funded": the amount received (the committed amount to start with) and the day it arrived, checked
 * with the contract's own schema; a refusal (no completed agreement, already funded) shows in the dialog.
 */
export function MarkFundedDialog({ target, onClose, onFunded }: MarkFundedDialogProps) {
  const mark = useMarkCommitmentFunded();
  const [failure, setFailure] = useState<string | null>(null);
  const commitmentId = target?.commitment_id ?? '';
  const form = useForm<Values>({
    initialValues: { amount_received: '', received_on: '' },
    validate: zodFormValidate<Values, MarkFundedInput>(markCommitmentFundedForm, (values) =>
      toInput(commitmentId, values),
    ),
  });

  // each opening starts from the commitment's amount and today
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new target resets the form
  useEffect(() => {
    if (!target) return;
    form.setValues({ amount_received: target.amount, received_on: utcToday() });
    form.clearErrors();
    setFailure(null);
  }, [target]);

  const submit = form.onSubmit(
    (values) => {
      setFailure(null);
      mark.mutate(toInput(commitmentId, values), {
        onSuccess: (answer) => {
          notify(answer.message);
          onFunded?.(answer);
          onClose();
        },
        onError: (error) => {
          const { fieldErrors, otherErrors } = serverFieldErrors(error, FIELDS);
          if (Object.keys(fieldErrors).length > 0) {
            form.setErrors(fieldErrors);
            focusFirstError();
          }
          setFailure(otherErrors[0] ?? (Object.keys(fieldErrors).length > 0 ? null : errorMessage(error)));
        },
      });
    },
    () => focusFirstError(),
  );

  return (
    <Modal opened={target !== null} onClose={onClose} title={t.markFundedTitle} centered>
      <form onSubmit={submit} noValidate aria-describedby={failure ? 'mark-funded-failure' : undefined}>
        <Stack>
          {target && <Text>{t.markFundedIntro(target.investor_name, target.amount)}</Text>}
          <AmountInput
            label={t.amountReceivedLabel}
            withAsterisk
            {...form.getInputProps('amount_received')}
          />
          <TextInput
            type="date"
            label={t.receivedOnLabel}
            withAsterisk
            max={utcToday()}
            {...form.getInputProps('received_on')}
          />
          {failure && (
            <Alert id="mark-funded-failure" color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t.cancel}
            </Button>
            <Button type="submit" loading={mark.isPending}>
              {t.markFunded}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
