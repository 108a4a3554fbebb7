import type { Country } from '@angelbridge/contracts';
import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { MobileNumberFields } from '../../../../components/mobile-number-fields';
import { READABLE_DESCRIPTION } from '../../../../components/readable-description';
import type { AccountValues } from './profile-values';

interface NameContactFieldsProps<V> {
  form: UseFormReturnType<V>;
  /** A hint under the e-mail field. */
  emailDescription?: string;
  /** Replaces the plain copy of the chosen country's id and ISD code into the form. */
  onCountryChange?: (country: Country | null) => void;
  defaultAlpha2?: string | null;
  countryLabel?: string;
  /** Whether the phone is required. */
  required?: boolean;
}

/**
 * First and last name, e-mail and phone, as sign-up and the profile pages ask for them. Renders the
 * fields side by side with the caller's, so they share the caller's spacing.
 */
export function NameContactFields<V extends object>({
  form,
  emailDescription,
  onCountryChange,
  defaultAlpha2,
  countryLabel,
  required,
}: NameContactFieldsProps<V>) {
  // Only the account keys are read or written, which every V has; the form's methods are invariant in V.
  const account = form as unknown as UseFormReturnType<AccountValues>;
  const { values, errors } = account;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="First name"
          autoComplete="given-name"
          required
          {...account.getInputProps('first_name')}
        />
        <TextInput
          label="Last name"
          autoComplete="family-name"
          required
          {...account.getInputProps('last_name')}
        />
      </SimpleGrid>
      <TextInput
        label="Email"
        type="email"
        autoComplete="email"
        required
        description={emailDescription}
        styles={emailDescription ? READABLE_DESCRIPTION : undefined}
        {...account.getInputProps('email')}
      />
      <MobileNumberFields
        countryId={values.country_id}
        isdCode={values.isd_code}
        mobileNumber={values.mobile_number}
        defaultAlpha2={defaultAlpha2}
        countryLabel={countryLabel}
        onCountryChange={
          onCountryChange ??
          ((country) =>
            account.setValues({ country_id: country?._id ?? '', isd_code: country?.isd_code ?? '' }))
        }
        onMobileNumberChange={(value) => account.setFieldValue('mobile_number', value)}
        countryError={errors.country_id ?? errors.isd_code}
        mobileError={errors.mobile_number}
        required={required}
      />
    </>
  );
}
