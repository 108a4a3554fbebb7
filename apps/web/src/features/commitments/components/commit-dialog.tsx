import {
  COMMITMENT_NOTE_MAX,
  type Commitment,
  commitmentTexts,
  commitToPitch,
  utcToday,
} from '@angelbridge/contracts';
import { Alert, Button, Checkbox, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { AmountInput, type AmountValue } from '../../../components/amount-input';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { focusFirstError, serverFieldErrors, zodFormValidate } from '../../../lib/zod-form';
import { type CommitInput, useCommitToPitch } from '../api/commit-to-pitch';
import { commitmentSummary, formatMoney } from './commitment-words';

export interface CommitValues {
  amount: AmountValue;
  conditions: { min_round_total: AmountValue; requires_lead: boolean; until: string };
  note: string;
}

interface CommitDialogProps {
  opened: boolean;
  onClose: () => void;
  pitchId: string;
  pitchName: string;
  /** The pitch's range, as /getPitchRound answers it. */
  amountMin: number;
  amountMax: number;
  /** The live commitment being amended, if any. */
  existing: Commitment | null;
}

const FIELDS = ['amount', 'conditions', 'note'] as const;

function initialValues(existing: Commitment | null): CommitValues {
  return {
    amount: existing?.amount ?? '',
    conditions: {
      min_round_total: existing?.conditions.min_round_total ?? '',
      requires_lead: existing?.conditions.requires_lead ?? false,
      until: existing?.conditions.until ?? '',
    },
    note: existing?.note ?? '',
  };
}

export function toCommitInput(pitchId: string, values: CommitValues): CommitInput {
  const { min_round_total, requires_lead, until } = values.conditions;
  return {
    pitch_id: pitchId,
    amount: values.amount === '' ? '' : values.amount,
    conditions: {
      min_round_total: min_round_total === '' ? null : min_round_total,
      requires_lead,
      until: until === '' ? null : until,
    },
    note: values.note.trim() === '' ? null : values.note,
  };
}

/**
 * "Commit" (or "Amend"): the amount within the pitch's range, the three optional conditions and a note,
 * checked with the contract's own schema, and the commitment in plain words before it is sent.
 */
export function CommitDialog(props: CommitDialogProps) {
  const { opened, onClose, pitchId, pitchName, amountMin, amountMax, existing } = props;
  const commit = useCommitToPitch();
  const [failure, setFailure] = useState<string | null>(null);
  const validateSchema = zodFormValidate<CommitValues, CommitInput>(commitToPitch.request, (values) =>
    toCommitInput(pitchId, values),
  );
  const form = useForm<CommitValues>({
    initialValues: initialValues(existing),
    validate: (values) => {
      const errors = validateSchema(values);
      const amount = values.amount;
      if (!errors.amount && typeof amount === 'number' && (amount < amountMin || amount > amountMax))
        errors.amount = commitmentTexts.amountRange(amountMin, amountMax);
      return errors;
    },
  });

  // Each opening starts from the commitment as it stands now (it may have changed since the last one).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only an opening resets the form, not each keystroke's render
  useEffect(() => {
    if (!opened) return;
    form.setValues(initialValues(existing));
    form.resetDirty(initialValues(existing));
    form.clearErrors();
    setFailure(null);
  }, [opened]);

  const close = () => {
    form.clearErrors();
    setFailure(null);
    onClose();
  };

  const submit = form.onSubmit(
    (values) => {
      setFailure(null);
      commit.mutate(toCommitInput(pitchId, values), {
        onSuccess: (answer) => {
          notify(answer.message);
          form.resetDirty();
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

  const { amount, conditions } = form.values;
  const summary =
    typeof amount === 'number' && amount > 0
      ? commitmentSummary({
          pitchName,
          amount,
          minRoundTotal: conditions.min_round_total === '' ? null : conditions.min_round_total,
          requiresLead: conditions.requires_lead,
          until: conditions.until || null,
        })
      : null;

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={existing ? `Amend your commitment to ${pitchName}` : `Commit to ${pitchName}`}
      centered
      size="lg"
    >
      <form onSubmit={submit} noValidate aria-describedby={failure ? 'commit-failure' : undefined}>
        <Stack>
          <AmountInput
            label="Amount"
            withAsterisk
            description={`Between ${formatMoney(amountMin)} (the minimum per investor) and ${formatMoney(amountMax)} (the target)`}
            {...form.getInputProps('amount')}
          />
          <Text fw={600} size="sm" mb={-8}>
            Conditions (optional)
          </Text>
          <AmountInput
            label="Only if the round reaches"
            description="The accepted total the round must reach for your commitment to hold"
            {...form.getInputProps('conditions.min_round_total')}
          />
          <Checkbox
            label="Only if a lead investor is confirmed"
            {...form.getInputProps('conditions.requires_lead', { type: 'checkbox' })}
          />
          <TextInput
            type="date"
            label="Valid until"
            description="After this day, unmet conditions let the commitment lapse"
            min={utcToday()}
            {...form.getInputProps('conditions.until')}
          />
          <Textarea
            label="Note to the founder (optional)"
            autosize
            minRows={2}
            maxLength={COMMITMENT_NOTE_MAX}
            description={`${form.values.note.length}/${COMMITMENT_NOTE_MAX}`}
            {...form.getInputProps('note')}
          />
          <Alert color="blue" variant="light" title="Your commitment" aria-live="polite">
            {summary ?? 'Enter an amount to see your commitment in words.'}
          </Alert>
          {failure && (
            <Alert id="commit-failure" color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={commit.isPending}>
              {existing ? 'Save changes' : 'Commit'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
