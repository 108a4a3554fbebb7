import type { PitchInstrument } from '@angelbridge/contracts';
import { utcToday } from '@angelbridge/contracts';
import {
  INSTRUMENT_IN_A_SENTENCE,
  INSTRUMENT_TERM_LABELS as LABEL,
  SHARE_CLASS_MAX,
  SUMMARY_TERMS_MAX,
} from '@angelbridge/contracts/agreement-texts';
import { Alert, Checkbox, NumberInput, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { AmountInput } from '../../../components/amount-input';
import type { TermsValues } from './terms-values';

type Form = UseFormReturnType<TermsValues>;
const path = (name: keyof TermsValues['instrument_terms']) => `instrument_terms.${name}`;

function Discount({ form, required }: { form: Form; required: boolean }) {
  return (
    <NumberInput
      label={LABEL.discount_percent}
      description="A whole percent from 1 to 99"
      withAsterisk={required}
      suffix=" %"
      allowNegative={false}
      allowDecimal={false}
      hideControls
      inputMode="numeric"
      clampBehavior="none"
      {...form.getInputProps(path('discount_percent'))}
    />
  );
}

function Cap({ form }: { form: Form }) {
  return (
    <AmountInput
      label={LABEL.valuation_cap}
      description="Whole dollars"
      {...form.getInputProps(path('valuation_cap'))}
    />
  );
}

function SafeFields({ form }: { form: Form }) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Cap form={form} />
        <Discount form={form} required={false} />
      </SimpleGrid>
      <Checkbox
        label={LABEL.mfn}
        description="The investor gets any better terms a later SAFE of this round gives"
        {...form.getInputProps(path('mfn'), { type: 'checkbox' })}
      />
    </>
  );
}

function NoteFields({ form }: { form: Form }) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={LABEL.interest_percent}
          description="Up to two decimals, e.g. 6.5"
          withAsterisk
          inputMode="decimal"
          {...form.getInputProps(path('interest_percent'))}
        />
        <TextInput
          type="date"
          label={LABEL.maturity_date}
          withAsterisk
          min={utcToday()}
          {...form.getInputProps(path('maturity_date'))}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Cap form={form} />
        <Discount form={form} required={false} />
      </SimpleGrid>
    </>
  );
}

function EquityFields({ form }: { form: Form }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <TextInput
        label={LABEL.price_per_share}
        description="C$, up to four decimals, e.g. 0.8125"
        withAsterisk
        inputMode="decimal"
        {...form.getInputProps(path('price_per_share'))}
      />
      <TextInput
        label={LABEL.share_class}
        description="e.g. Series Seed Preferred"
        withAsterisk
        maxLength={SHARE_CLASS_MAX}
        {...form.getInputProps(path('share_class'))}
      />
      <AmountInput
        label={LABEL.pre_money_valuation}
        description="Whole dollars"
        withAsterisk
        {...form.getInputProps(path('pre_money_valuation'))}
      />
    </SimpleGrid>
  );
}

function SummaryFields({ form }: { form: Form }) {
  const length = form.values.instrument_terms.summary_terms.length;
  return (
    <Textarea
      label={LABEL.summary_terms}
      description={`In plain words: what the investor gets and when. ${length.toLocaleString('en-US')}/${SUMMARY_TERMS_MAX.toLocaleString('en-US')}`}
      withAsterisk
      autosize
      minRows={4}
      maxLength={SUMMARY_TERMS_MAX}
      {...form.getInputProps(path('summary_terms'))}
    />
  );
}

/** The terms of the pitch's instrument, and only those: a SAFE's, a note's, equity's, or a summary. */
export function InstrumentTermsFields({ form, instrument }: { form: Form; instrument: PitchInstrument }) {
  const groupError = form.errors.instrument_terms;
  return (
    <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <Text component="legend" fw={700} mb="xs">
        Terms of {INSTRUMENT_IN_A_SENTENCE[instrument]}
      </Text>
      {instrument === 'safe' && <SafeFields form={form} />}
      {instrument === 'convertible_note' && <NoteFields form={form} />}
      {instrument === 'equity' && <EquityFields form={form} />}
      {(instrument === 'revenue_share' || instrument === 'other') && <SummaryFields form={form} />}
      {groupError && (
        <Alert color="red" variant="light" role="alert" data-invalid="true">
          {groupError}
        </Alert>
      )}
    </Stack>
  );
}
