import { OTHER_OPTION_ID } from '@angelbridge/contracts';
import { Select, Stack, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';

interface OtherSelectProps {
  label: string;
  otherLabel: string;
  options: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  otherValue: string;
  onOtherChange: (value: string) => void;
  error?: ReactNode;
  otherError?: ReactNode;
  loading?: boolean;
  loadError?: boolean;
  required?: boolean;
  otherMaxLength?: number;
}

/** A list with a last 'Other' choice that asks for the answer in words (the spec's 'other_data'). */
export function OtherSelect({
  label,
  otherLabel,
  options,
  value,
  onChange,
  otherValue,
  onOtherChange,
  error,
  otherError,
  loading,
  loadError,
  required,
  otherMaxLength,
}: OtherSelectProps) {
  const data = [...options, { value: OTHER_OPTION_ID, label: 'Other' }];
  return (
    <Stack gap="xs">
      <Select
        label={label}
        placeholder={loading ? 'Loading…' : 'Choose one'}
        data={data}
        value={value || null}
        onChange={(next) => onChange(next ?? '')}
        searchable
        nothingFoundMessage="Nothing matches; choose Other to type it"
        error={loadError ? `The list could not be loaded.` : error}
        required={required}
      />
      {value === OTHER_OPTION_ID && (
        <TextInput
          label={otherLabel}
          value={otherValue}
          onChange={(event) => onOtherChange(event.currentTarget.value)}
          error={otherError}
          maxLength={otherMaxLength}
          required
        />
      )}
    </Stack>
  );
}
