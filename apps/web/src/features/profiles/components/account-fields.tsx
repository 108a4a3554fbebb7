import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { MobileNumberFields } from '../../../components/mobile-number-fields';
import type { AccountValues } from '../../../components/profile-fields/profile-values';
import { READABLE_DESCRIPTION } from '../../../components/readable-description';

/** Name, e-mail and phone. A new e-mail or phone only takes effect once its code is entered. */
export function AccountFields<V extends AccountValues>({ form }: { form: UseFormReturnType<V> }) {
  // Only the account keys are read or written, which every V has; the form's methods are invariant in V.
  const account = form as unknown as UseFormReturnType<AccountValues>;
  const { values, errors } = account;
  return (
    <Stack gap="md">
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
        description="A new address is used once you enter the code we send to it."
        styles={READABLE_DESCRIPTION}
        {...account.getInputProps('email')}
      />
      <MobileNumberFields
        countryId={values.country_id}
        isdCode={values.isd_code}
        mobileNumber={values.mobile_number}
        defaultAlpha2={null}
        countryLabel="Phone country"
        onCountryChange={(country) =>
          account.setValues({ country_id: country?._id ?? '', isd_code: country?.isd_code ?? '' })
        }
        onMobileNumberChange={(value) => account.setFieldValue('mobile_number', value)}
        countryError={errors.country_id ?? errors.isd_code}
        mobileError={errors.mobile_number}
      />
    </Stack>
  );
}
