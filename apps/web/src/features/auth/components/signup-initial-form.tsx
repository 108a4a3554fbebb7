import {
  type CmsCode,
  messages,
  OTP_RESEND_SECONDS,
  type RegisterRequest,
  registerRequest,
} from '@angelbridge/contracts';
import { Anchor, Button, Checkbox, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useCallback, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { MobileNumberFields } from '../../../components/mobile-number-fields';
import { PasswordField } from '../../../components/password-field';
import { PasswordRules } from '../../../components/password-rules';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { setPendingEmail, type UserType } from '../../../lib/session';
import { failureMessage, focusFirstError, serverFieldErrors, zodFormValidate } from '../../../lib/zod-form';
import { useRegister } from '../api/do-register';
import { AuthCard } from './auth-card';
import { CmsDialog } from './cms-dialog';
import { ErrorBox } from './error-box';

type InitialValues = Omit<RegisterRequest, 'user_type'> & { terms: boolean };

const FIELDS = [
  'first_name',
  'last_name',
  'email',
  'mobile_number',
  'country_id',
  'isd_code',
  'password',
  'cPassword',
];

const ROLE_NAMES: Record<UserType, string> = { entrepreneur: 'an entrepreneur', investor: 'an investor' };

/** Stage 'initial': the account itself. The server e-mails the sign-up code on success. */
export function SignupInitialForm({ userType }: { userType: UserType }) {
  const navigate = useNavigate();
  const register = useRegister();
  const rulesId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const [dialog, setDialog] = useState<CmsCode | null>(null);
  const form = useForm<InitialValues>({
    initialValues: {
      first_name: '',
      last_name: '',
      email: '',
      country_id: '',
      isd_code: '',
      mobile_number: '',
      password: '',
      cPassword: '',
      terms: false,
    },
    validate: zodFormValidate(registerRequest, (values: InitialValues) => ({
      ...values,
      user_type: userType,
    })),
  });

  // Stable, so the country select's default (Canada) is applied once.
  const { setValues, clearFieldError } = form;
  const chooseCountry = useCallback(
    (country: { _id: string; isd_code: string } | null) => {
      setValues({ country_id: country?._id ?? '', isd_code: country?.isd_code ?? '' });
      clearFieldError('country_id');
      clearFieldError('isd_code');
    },
    [setValues, clearFieldError],
  );

  const submit = form.onSubmit(
    async ({ terms: _terms, ...values }) => {
      setFailure(null);
      try {
        await register.mutateAsync({ ...values, user_type: userType });
        notify(messages.toasts.registered);
        setPendingEmail(values.email.trim().toLowerCase());
        navigate(`/signup?type=${userType}&stage=verify`, {
          state: { stage: 'verify', userType, resendIn: OTP_RESEND_SECONDS },
        });
      } catch (error) {
        const { fieldErrors, otherErrors } = serverFieldErrors(error, FIELDS);
        if (error instanceof ApiError && error.status === 409) fieldErrors.email = error.message;
        form.setErrors(fieldErrors);
        if (Object.keys(fieldErrors).length === 0 || otherErrors.length > 0) {
          setFailure(otherErrors[0] ?? failureMessage(error, messages.errors.registration));
        }
        focusFirstError();
      }
    },
    () => focusFirstError(),
  );

  const countryError = form.errors.country_id ?? form.errors.isd_code;

  return (
    <AuthCard
      title="Create your account"
      description={`Join AngelBridge as ${ROLE_NAMES[userType]}.`}
      width={640}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <ErrorBox>{failure}</ErrorBox>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="First name"
              autoComplete="given-name"
              required
              {...form.getInputProps('first_name')}
            />
            <TextInput
              label="Last name"
              autoComplete="family-name"
              required
              {...form.getInputProps('last_name')}
            />
          </SimpleGrid>
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('email')}
          />
          <MobileNumberFields
            countryId={form.values.country_id}
            isdCode={form.values.isd_code}
            mobileNumber={form.values.mobile_number}
            onCountryChange={chooseCountry}
            onMobileNumberChange={(value) => form.setFieldValue('mobile_number', value)}
            countryError={countryError}
            mobileError={form.errors.mobile_number}
            required
          />
          <PasswordField
            label="Password"
            autoComplete="new-password"
            required
            describedBy={rulesId}
            {...form.getInputProps('password')}
          />
          <PasswordRules id={rulesId} password={form.values.password} />
          <PasswordField
            label="Confirm password"
            autoComplete="new-password"
            required
            {...form.getInputProps('cPassword')}
          />
          <Checkbox
            {...form.getInputProps('terms', { type: 'checkbox' })}
            label={
              <>
                I agree to the{' '}
                <Anchor
                  underline="always"
                  component="button"
                  type="button"
                  inherit
                  onClick={() => setDialog('terms_condition')}
                >
                  Terms and Conditions
                </Anchor>{' '}
                and the{' '}
                <Anchor
                  underline="always"
                  component="button"
                  type="button"
                  inherit
                  onClick={() => setDialog('privacy_policy')}
                >
                  Privacy Policy
                </Anchor>
              </>
            }
          />
          <Button type="submit" fullWidth disabled={!form.values.terms || register.isPending}>
            {register.isPending ? 'Please wait...' : 'Next'}
          </Button>
          <Text size="sm" ta="center">
            Already have an account?{' '}
            <Anchor underline="always" component={Link} to="/login">
              Sign in
            </Anchor>
          </Text>
        </Stack>
      </form>
      <CmsDialog code={dialog} onClose={() => setDialog(null)} />
    </AuthCard>
  );
}
