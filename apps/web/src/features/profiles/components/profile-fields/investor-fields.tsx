import { FIELD_LIMITS } from '@angelbridge/contracts';
import { SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { ChipPicker } from '../../../../components/chip-picker';
import { LocationSelect } from '../../../../components/location-select';
import { usePreferredSectors } from '../../../../lib/reference/get-preferred-sectors';
import { useProjectTypes } from '../../../../lib/reference/get-project-types';
import { CountriesPicker, InstrumentChecks, StageChecks } from '../../../matching/index';
import type { InvestorFormValues } from './profile-values';
import { LINKEDIN_PLACEHOLDER, locationBinding } from './shared';

const LIST_FAILED = 'The list could not be loaded.';

/** The schema caps an amount at Number.MAX_SAFE_INTEGER; one digit fewer always stays under it. */
const AMOUNT_DIGITS_MAX = String(Number.MAX_SAFE_INTEGER).length - 1;

/** §5: range inputs take digits only. */
const digitsOnly = (text: string) => text.replace(/\D/g, '');

/** Every investor field of §2 and §3 but the picture and the account fields. */
export function InvestorFields({ form }: { form: UseFormReturnType<InvestorFormValues> }) {
  const projectTypes = useProjectTypes();
  const sectors = usePreferredSectors();
  const location = locationBinding(form);
  const { values, errors } = form;

  const amountInput = (key: 'min' | 'max', label: string) => (
    <TextInput
      label={label}
      inputMode="numeric"
      leftSection={
        <Text size="sm" c="gray.7">
          $
        </Text>
      }
      leftSectionProps={{ 'aria-hidden': true }}
      maxLength={AMOUNT_DIGITS_MAX}
      required
      value={values.investment_range[key]}
      onChange={(event) =>
        form.setFieldValue(`investment_range.${key}`, digitsOnly(event.currentTarget.value))
      }
      error={errors[`investment_range.${key}`] ?? (key === 'min' ? errors.investment_range : undefined)}
    />
  );

  return (
    <Stack gap="md">
      <Textarea
        label="Bio"
        autosize
        minRows={3}
        maxLength={FIELD_LIMITS.investor.bio}
        required
        {...form.getInputProps('bio')}
      />
      <TextInput
        label="Company name"
        autoComplete="organization"
        maxLength={FIELD_LIMITS.investor.company_or_organization}
        required
        {...form.getInputProps('company_or_organization')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {amountInput('min', 'Minimum investment')}
        {amountInput('max', 'Maximum investment')}
      </SimpleGrid>
      <LocationSelect {...location} required />
      <TextInput
        label="LinkedIn profile (optional)"
        placeholder={LINKEDIN_PLACEHOLDER}
        type="url"
        autoComplete="url"
        {...form.getInputProps('linkedin_profile')}
      />
      <ChipPicker
        label="Desired projects"
        options={projectTypes.data ?? []}
        loading={projectTypes.isPending}
        loadError={projectTypes.isError ? LIST_FAILED : null}
        value={values.desired_project}
        onChange={(ids) => form.setFieldValue('desired_project', ids)}
        error={errors.desired_project}
        required
      />
      <ChipPicker
        label="Preferred sectors"
        options={sectors.data ?? []}
        loading={sectors.isPending}
        loadError={sectors.isError ? LIST_FAILED : null}
        value={values.preferred_sectors}
        onChange={(ids) => form.setFieldValue('preferred_sectors', ids)}
        error={errors.preferred_sectors}
      />
      <ChipPicker
        label="Expertise"
        options={projectTypes.data ?? []}
        loading={projectTypes.isPending}
        loadError={projectTypes.isError ? LIST_FAILED : null}
        value={values.expertise}
        onChange={(ids) => form.setFieldValue('expertise', ids)}
        error={errors.expertise}
        required
      />
      <StageChecks
        label="Stages you invest in"
        description="Part of your thesis: pitches are matched against it. None ticked means any stage."
        value={values.thesis_stages}
        onChange={(stages) => form.setFieldValue('thesis_stages', stages)}
      />
      <CountriesPicker
        label="Countries of interest"
        description="None chosen means any country."
        value={values.thesis_countries}
        onChange={(countries) => form.setFieldValue('thesis_countries', countries)}
        error={errors.thesis_countries}
      />
      <InstrumentChecks
        label="Instruments"
        description="None ticked means any instrument."
        value={values.thesis_instruments}
        onChange={(instruments) => form.setFieldValue('thesis_instruments', instruments)}
      />
    </Stack>
  );
}
