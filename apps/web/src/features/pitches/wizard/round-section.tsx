import { certificationTexts, type Pitch, portfolioTexts, USE_OF_FUNDS_MAX } from '@angelbridge/contracts';
import {
  Button,
  Fieldset,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import { useId, useState } from 'react';
import { AmountInput, type AmountValue } from '../../../components/amount-input';
import { CountrySelect } from '../../../components/country-select';
import { INSTRUMENT_OPTIONS, STAGE_OPTIONS } from '../../matching/index';

/** The round (issue 22): optional, so a pitch saved before it stays valid. Empty means not given. */
export interface RoundValues {
  stage: string | null;
  instrument: string | null;
  valuation_cap: AmountValue;
  close_date: string;
  country_id: string | null;
  funding_raised: AmountValue;
  use_of_funds: string;
  video_url: string;
  /** Issue 32: only certified investors see the round's terms. */
  private_round: boolean;
}

export const roundValuesOf = (pitch: Pitch | undefined): RoundValues => ({
  stage: pitch?.stage ?? null,
  instrument: pitch?.instrument ?? null,
  valuation_cap: pitch?.valuation_cap ?? '',
  close_date: pitch?.close_date ?? '',
  country_id: pitch?.country?._id ?? null,
  funding_raised: pitch?.funding_raised ?? 0,
  use_of_funds: pitch?.use_of_funds ?? '',
  video_url: pitch?.video_url ?? '',
  private_round: pitch?.private_round ?? false,
});

/** What the step sends: every round field, empty text clearing one (the API keeps a field left out). */
export const roundRequestOf = (values: RoundValues) => ({
  stage: values.stage ?? '',
  instrument: values.instrument ?? '',
  valuation_cap: values.valuation_cap === '' ? '' : values.valuation_cap,
  close_date: values.close_date,
  country_id: values.country_id ?? '',
  funding_raised: values.funding_raised === '' ? 0 : values.funding_raised,
  use_of_funds: values.use_of_funds,
  video_url: values.video_url,
  private_round: values.private_round,
});

const hasRound = (v: RoundValues) =>
  Boolean(
    v.stage ||
      v.instrument ||
      v.valuation_cap !== '' ||
      v.close_date ||
      v.country_id ||
      v.use_of_funds ||
      v.video_url,
  );

/**
 * Folded until the founder opens it (or the pitch already has a round), so founders who skip it see the
 * spec's step unchanged and no list is fetched for it.
 */
export function RoundSection<V extends RoundValues>({
  form,
  fundingFromCommitments = false,
}: {
  form: UseFormReturnType<V>;
  /** Issue 33: money was marked received, so funding raised is its sum and shown read-only. */
  fundingFromCommitments?: boolean;
}) {
  const f = form as unknown as UseFormReturnType<RoundValues>;
  const [open, setOpen] = useState(() => hasRound(f.values));
  const panelId = useId();
  const errored = [
    'stage',
    'instrument',
    'valuation_cap',
    'close_date',
    'country_id',
    'funding_raised',
    'use_of_funds',
    'video_url',
  ].some((key) => f.errors[key]);
  const shown = open || errored;
  return (
    <Fieldset legend="Round (optional)" radius="md">
      <Text size="sm" c="gray.7">
        Stage, instrument, valuation cap, close date, country, funding raised, use of funds and a video:
        investors are matched on them.
      </Text>
      <Button
        variant="subtle"
        size="compact-sm"
        mt="xs"
        px={0}
        aria-expanded={shown}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {shown ? 'Hide the round' : 'Add the round'}
      </Button>
      <div id={panelId} hidden={!shown}>
        {shown && <RoundFields f={f} fundingFromCommitments={fundingFromCommitments} />}
      </div>
      {/* outside the fold: whether the round is private matters even to founders who give no terms */}
      <Switch
        mt="md"
        label={certificationTexts.privateRoundLabel}
        description={certificationTexts.privateRoundHelp}
        {...f.getInputProps('private_round', { type: 'checkbox' })}
      />
    </Fieldset>
  );
}

function RoundFields({
  f,
  fundingFromCommitments,
}: {
  f: UseFormReturnType<RoundValues>;
  fundingFromCommitments: boolean;
}) {
  return (
    <Stack gap="md" mt="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="Stage"
          placeholder="Not given"
          clearable
          data={STAGE_OPTIONS}
          {...f.getInputProps('stage')}
        />
        <Select
          label="Instrument"
          placeholder="Not given"
          clearable
          data={INSTRUMENT_OPTIONS}
          {...f.getInputProps('instrument')}
        />
        <AmountInput label="Valuation cap" {...f.getInputProps('valuation_cap')} />
        <AmountInput
          label="Funding raised so far"
          readOnly={fundingFromCommitments}
          description={fundingFromCommitments ? portfolioTexts.fundingRaisedFromFunded : undefined}
          {...f.getInputProps('funding_raised')}
        />
        <DateInput
          label="Close date"
          valueFormat="YYYY-MM-DD"
          placeholder="YYYY-MM-DD"
          clearable
          popoverProps={{ withinPortal: true }}
          {...f.getInputProps('close_date')}
          value={f.values.close_date || null}
          onChange={(value) => f.setFieldValue('close_date', value ?? '')}
        />
        <CountrySelect
          label="Country"
          placeholder="Not given"
          withIsd={false}
          defaultAlpha2={null}
          clearable
          value={f.values.country_id}
          onChange={(country) => f.setFieldValue('country_id', country?._id ?? null)}
          error={f.errors.country_id}
        />
      </SimpleGrid>
      <Textarea
        label="Use of funds"
        description="What the money raised will pay for."
        autosize
        minRows={2}
        maxLength={USE_OF_FUNDS_MAX}
        {...f.getInputProps('use_of_funds')}
      />
      <TextInput
        label="Video"
        description="A YouTube or Vimeo link; the pitch page plays it only when a visitor asks."
        placeholder="https://www.youtube.com/watch?v=…"
        inputMode="url"
        {...f.getInputProps('video_url')}
      />
    </Stack>
  );
}
