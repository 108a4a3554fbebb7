import type { UserType } from '@angelbridge/contracts';
import { type CmsCode, messages, OTP_RESEND_SECONDS, type RegisterRequest } from '@angelbridge/contracts';
import { webPaths } from '@angelbridge/contracts/web-paths';
import { Anchor, Button, Checkbox, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { lazy, Suspense, useCallback, useId, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { ApiError } from '../../../lib/api-client';
import { hrefFor } from '../../../lib/href-for';
import { notify } from '../../../lib/notify';
import { setPendingEmail } from '../../../lib/session';
import {
  type FormSchema,
  failureMessage,
  focusFirstError,
  lazyFormSchema,
  serverFieldErrors,
  useFormSchema,
} from '../../../lib/zod-form';
import { NameContactFields } from '../../profiles/index';
import { useRegister } from '../api/do-register';
import { AuthCard } from './auth-card';
import { ErrorBox } from './error-box';
import { SignupMissing, signupMissing } from './signup-missing';
import { TermsLinks } from './terms-links';

// The terms dialog (a modal, the CMS read and its HTML sanitiser) loads when first opened: the form
// hydrates sooner without it (issue 31: usable within 1 s of first paint on a phone).
const CmsDialog = lazy(() => import('./cms-dialog').then((m) => ({ default: m.CmsDialog })));

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

const registerSchema = (userType: UserType) =>
  lazyFormSchema<InitialValues>(
    () => import('../form-schemas').then((m) => m.registerRequest),
    (values) => ({ ...values, user_type: userType }),
  );
const REGISTER_SCHEMAS: Record<UserType, FormSchema<InitialValues>> = {
  entrepreneur: registerSchema('entrepreneur'),
  investor: registerSchema('investor'),
};

/** Stage 'initial': the account itself. The server e-mails the sign-up code on success. */
export function SignupInitialForm({ userType }: { userType: UserType }) {
  const navigate = useNavigate();
  const location = useLocation();
  // back from the verify stage to correct the address: the mistyped one is shown to fix
  const typedEmail = (location.state as { email?: unknown } | null)?.email;
  const register = useRegister();
  const [failure, setFailure] = useState<string | null>(null);
  const [dialog, setDialog] = useState<CmsCode | null>(null);
  // once opened it stays mounted, so it closes with its transition
  const [dialogLoaded, setDialogLoaded] = useState(false);
  if (dialog && !dialogLoaded) setDialogLoaded(true);
  const schema = REGISTER_SCHEMAS[userType];
  useFormSchema(schema);
  const form = useForm<InitialValues>({
    initialValues: {
      first_name: '',
      last_name: '',
      email: typeof typedEmail === 'string' ? typedEmail : '',
      country_id: '',
      isd_code: '',
      mobile_number: '',
      password: '',
      cPassword: '',
      terms: false,
    },
    validate: schema.validate,
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

  const hintId = useId();
  const blocked = !form.values.terms || register.isPending;
  const submit = form.onSubmit(
    async ({ terms: _terms, ...values }) => {
      setFailure(null);
      try {
        await register.mutateAsync({ ...values, user_type: userType });
        // 'Registration successful' waits for the verified e-mail (signup-verify.tsx)
        notify(messages.toasts.otpSent);
        setPendingEmail(values.email.trim().toLowerCase());
        navigate(hrefFor(webPaths.signup, { type: userType, stage: 'verify' }), {
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

  return (
    <AuthCard
      title="Create your account"
      description={`Join AngelBridge as ${ROLE_NAMES[userType]}.`}
      width={640}
    >
      <form onSubmit={schema.submitting(submit)} noValidate>
        <Stack gap="md">
          <ErrorBox>{failure}</ErrorBox>
          <NameContactFields form={form} onCountryChange={chooseCountry} required />
          <NewPasswordFields
            label="Password"
            confirmLabel="Confirm password"
            password={form.getInputProps('password')}
            confirm={form.getInputProps('cPassword')}
          />
          <Checkbox
            {...form.getInputProps('terms', { type: 'checkbox' })}
            label={
              <>
                I agree to the <TermsLinks onOpen={setDialog} />
              </>
            }
          />
          <Button type="submit" fullWidth disabled={blocked} aria-describedby={hintId}>
            {register.isPending ? 'Please wait...' : 'Next'}
          </Button>
          <SignupMissing
            id={hintId}
            show={blocked && !register.isPending}
            missing={signupMissing(form.values, schema.check(form.values))}
          />
          <Text size="sm" ta="center">
            Already have an account?{' '}
            <Anchor underline="always" component={Link} to={webPaths.login}>
              Sign in
            </Anchor>
          </Text>
        </Stack>
      </form>
      {dialogLoaded && (
        <Suspense fallback={null}>
          <CmsDialog code={dialog} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </AuthCard>
  );
}
