import type { Country } from '@angelbridge/contracts';
import { Group, Loader, Select, type SelectProps, Text } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { formatIsd } from '../lib/format';
import { useCountries } from '../lib/reference/get-countries';
import { CountryFlag } from './country-flag';

/** §9: sign-up starts with Canada (ISD 1). */
export const DEFAULT_COUNTRY_ALPHA_2 = 'CA';

export interface CountrySelectProps
  extends Omit<SelectProps, 'data' | 'value' | 'defaultValue' | 'onChange' | 'renderOption'> {
  /** The chosen country's _id. */
  value: string | null;
  onChange: (country: Country | null) => void;
  /** Chosen once the list arrives while nothing is chosen; null for no default. */
  defaultAlpha2?: string | null;
  /** The ISD code beside each name: for a phone number, yes; for where someone lives, names only. */
  withIsd?: boolean;
}

export function countryLabel(country: Country): string {
  return `${country.name} (${formatIsd(country.isd_code)})`;
}

/** Country picker with flag and ISD code; the phone number field uses the chosen country's code. */
export function CountrySelect({
  value,
  onChange,
  defaultAlpha2 = DEFAULT_COUNTRY_ALPHA_2,
  label = 'Country',
  placeholder = 'Choose a country',
  error,
  withIsd = true,
  ...rest
}: CountrySelectProps) {
  const { data: countries, isPending, isError } = useCountries();
  const byId = useMemo(() => new Map((countries ?? []).map((c) => [c._id, c])), [countries]);
  const options = useMemo(
    () => (countries ?? []).map((c) => ({ value: c._id, label: withIsd ? countryLabel(c) : c.name })),
    [countries, withIsd],
  );

  useEffect(() => {
    if (value !== null || !defaultAlpha2 || !countries) return;
    const fallback = countries.find((c) => c.alpha_2.toUpperCase() === defaultAlpha2.toUpperCase());
    if (fallback) onChange(fallback);
  }, [value, defaultAlpha2, countries, onChange]);

  const selected = value ? byId.get(value) : undefined;

  return (
    <Select
      {...rest}
      label={label}
      placeholder={isPending ? 'Loading countries…' : placeholder}
      data={options}
      value={value}
      onChange={(id) => onChange(id ? (byId.get(id) ?? null) : null)}
      searchable
      allowDeselect={false}
      nothingFoundMessage="No country matches"
      error={isError ? 'The list of countries could not be loaded.' : error}
      leftSection={selected ? <CountryFlag alpha2={selected.alpha_2} flag={selected.flag} /> : undefined}
      rightSection={isPending ? <Loader size="xs" /> : undefined}
      renderOption={({ option }) => {
        const country = byId.get(option.value);
        if (!country) return option.label;
        return (
          <Group gap="xs" wrap="nowrap">
            <CountryFlag alpha2={country.alpha_2} flag={country.flag} />
            <Text size="sm">{country.name}</Text>
            {withIsd && (
              <Text size="sm" c="gray.7">
                {formatIsd(country.isd_code)}
              </Text>
            )}
          </Group>
        );
      }}
    />
  );
}
