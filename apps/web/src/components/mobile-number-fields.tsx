import { type Country, MAX_PHONE_LENGTH } from '@angelbridge/contracts';
import { SimpleGrid, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatIsd } from '../lib/format';
import { HydrateLater, lazyPart } from '../lib/hydrate-later';

// The country picker (Mantine's Select with its combobox, popover and floating-ui, about 40 kB gzipped)
// hydrates after the text fields around it: sign-up's form answers sooner on a phone (issue 31).
const CountrySelect = lazyPart(() => import('./country-select').then((m) => m.CountrySelect));

interface MobileNumberFieldsProps {
  countryId: string;
  isdCode: string;
  mobileNumber: string;
  onCountryChange: (country: Country | null) => void;
  onMobileNumberChange: (value: string) => void;
  countryError?: ReactNode;
  mobileError?: ReactNode;
  /** Chosen once the list arrives while nothing is chosen (sign-up starts with Canada). */
  defaultAlpha2?: string | null;
  required?: boolean;
  /** Where a page also asks for the country one lives in, this one needs a clearer name. */
  countryLabel?: string;
}

/** The country decides the ISD code shown before the number; the number itself is digits only. */
export function MobileNumberFields({
  countryId,
  isdCode,
  mobileNumber,
  onCountryChange,
  onMobileNumberChange,
  countryError,
  mobileError,
  defaultAlpha2,
  required,
  countryLabel = 'Country',
}: MobileNumberFieldsProps) {
  const prefix = isdCode ? formatIsd(isdCode) : '+';
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <HydrateLater fallback={<TextInput label={countryLabel} required={required} disabled />}>
        <CountrySelect
          label={countryLabel}
          value={countryId || null}
          onChange={onCountryChange}
          defaultAlpha2={defaultAlpha2}
          error={countryError}
          required={required}
        />
      </HydrateLater>
      <TextInput
        label="Mobile number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={MAX_PHONE_LENGTH}
        leftSection={
          <Text size="sm" c="gray.7">
            {prefix}
          </Text>
        }
        leftSectionWidth={Math.max(40, prefix.length * 10 + 16)}
        leftSectionProps={{ 'aria-hidden': true }}
        value={mobileNumber}
        onChange={(event) => onMobileNumberChange(event.currentTarget.value.replace(/\D/g, ''))}
        error={mobileError}
        required={required}
      />
    </SimpleGrid>
  );
}
