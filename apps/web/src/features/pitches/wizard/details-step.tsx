import { FIELD_LIMITS, messages, type Pitch, pitchDetailsForm, pitchRoundForm } from '@angelbridge/contracts';
import { SimpleGrid, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { AmountInput, type AmountValue } from '../../../components/amount-input';
import { focusFirstError, zodFormValidate } from '../../../lib/zod-form';
import { RoundSection, type RoundValues, roundRequestOf, roundValuesOf } from './round-section';
import { StepActions } from './step-actions';
import { showStepError } from './step-errors';
import { STEP } from './steps';
import { useStepSaver, useWizard } from './wizard-context';

interface DetailsValues extends RoundValues {
  wow_factor: string;
  why_invent: string;
  target: AmountValue;
  min_per_investor: AmountValue;
}

// §9: target and minimum per investor start at 0.
const toValues = (pitch: Pitch | undefined): DetailsValues => ({
  wow_factor: pitch?.wow_factor ?? '',
  why_invent: pitch?.why_invent ?? '',
  target: pitch?.target ?? 0,
  min_per_investor: pitch?.min_per_investor ?? 0,
  ...roundValuesOf(pitch),
});

const detailsAndRound = pitchDetailsForm.and(pitchRoundForm);

export function DetailsStep() {
  const { pitch, pitchId, saveStep, goTo } = useWizard();
  const form = useForm<DetailsValues>({
    initialValues: toValues(pitch),
    validate: zodFormValidate(detailsAndRound, (values: DetailsValues) => ({
      ...values,
      ...roundRequestOf(values),
    })),
  });

  useStepSaver(STEP.details, async () => {
    if (!pitchId) return null;
    if (form.validate().hasErrors) {
      focusFirstError();
      return null;
    }
    try {
      const saved = await saveStep({
        body: {
          action: 'pitch_details',
          pitch_id: pitchId,
          wow_factor: form.values.wow_factor,
          why_invent: form.values.why_invent,
          target: form.values.target,
          min_per_investor: form.values.min_per_investor,
          ...roundRequestOf(form.values),
        },
      });
      form.resetDirty();
      return saved;
    } catch (error) {
      showStepError(form, error, 'wow_factor', messages.errors.tryAgain);
      return null;
    }
  });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void goTo(STEP.team);
      }}
    >
      <Stack gap="md">
        <Textarea
          label="Wow factor"
          required
          autosize
          minRows={3}
          maxLength={FIELD_LIMITS.pitchDetails.wow_factor}
          {...form.getInputProps('wow_factor')}
        />
        <Textarea
          label="Why Invest"
          required
          autosize
          minRows={3}
          maxLength={FIELD_LIMITS.pitchDetails.why_invent}
          {...form.getInputProps('why_invent')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <AmountInput label="Target" required {...form.getInputProps('target')} />
          <AmountInput label="Minimum per investor" required {...form.getInputProps('min_per_investor')} />
        </SimpleGrid>
        <RoundSection form={form} fundingFromCommitments={pitch?.funding_raised_from_commitments ?? false} />
      </Stack>
      <StepActions />
    </form>
  );
}
