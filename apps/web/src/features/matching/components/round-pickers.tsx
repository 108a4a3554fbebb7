import {
  INSTRUMENT_LABELS,
  MAX_THESIS_COUNTRIES,
  PITCH_INSTRUMENTS,
  PITCH_STAGES,
  type PitchInstrument,
  type PitchStage,
  STAGE_LABELS,
} from '@angelbridge/contracts';
import { Checkbox, Group, MultiSelect, type MultiSelectProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { countriesQuery } from '../../../lib/reference/get-countries';

export const STAGE_OPTIONS = PITCH_STAGES.map((value) => ({ value, label: STAGE_LABELS[value] }));
export const INSTRUMENT_OPTIONS = PITCH_INSTRUMENTS.map((value) => ({
  value,
  label: INSTRUMENT_LABELS[value],
}));

interface ChecksProps<T extends string> {
  label: string;
  description?: string;
  value: string[];
  onChange: (chosen: T[]) => void;
}

/** One checkbox per value of `all`, in its order; what is chosen comes back in that order too. */
function Checks<T extends string>({
  all,
  options,
  label,
  description,
  value,
  onChange,
}: ChecksProps<T> & { all: readonly T[]; options: readonly { value: T; label: string }[] }) {
  return (
    <Checkbox.Group
      label={label}
      description={description}
      value={value}
      onChange={(next) => onChange(all.filter((v) => next.includes(v)))}
    >
      <Group gap="sm" mt="xs">
        {options.map((o) => (
          <Checkbox key={o.value} value={o.value} label={o.label} />
        ))}
      </Group>
    </Checkbox.Group>
  );
}

/** Stages as checkboxes (the listing's filter, an investor's thesis). */
export function StageChecks(props: ChecksProps<PitchStage>) {
  return <Checks all={PITCH_STAGES} options={STAGE_OPTIONS} {...props} />;
}

export function InstrumentChecks(props: ChecksProps<PitchInstrument>) {
  return <Checks all={PITCH_INSTRUMENTS} options={INSTRUMENT_OPTIONS} {...props} />;
}

/**
 * Countries from the reference list, searchable, at most MAX_THESIS_COUNTRIES. The list is fetched once
 * someone reaches for it (or something is already chosen), not with every page that shows the picker.
 */
export function CountriesPicker(props: Omit<MultiSelectProps, 'data'> & { value: string[] }) {
  const [wanted, setWanted] = useState(props.value.length > 0);
  const {
    data: countries,
    isPending,
    isError,
  } = useQuery({
    ...countriesQuery,
    enabled: wanted || props.value.length > 0,
  });
  const options = useMemo(() => (countries ?? []).map((c) => ({ value: c._id, label: c.name })), [countries]);
  return (
    <MultiSelect
      searchable
      clearable
      hidePickedOptions
      maxValues={MAX_THESIS_COUNTRIES}
      nothingFoundMessage="No country by that name"
      placeholder={isPending && wanted ? 'Loading countries…' : 'Any country'}
      error={isError ? 'Countries could not be loaded; try again later.' : props.error}
      data={options}
      onFocus={() => setWanted(true)}
      onDropdownOpen={() => setWanted(true)}
      {...props}
    />
  );
}
