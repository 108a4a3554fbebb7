import {
  CERTIFICATION_ANCHOR,
  CERTIFICATION_BASES,
  type CertificationBasis,
  certifyInvestorForm,
  certificationTexts as texts,
} from '@angelbridge/contracts';
import {
  Alert,
  Button,
  Checkbox,
  Divider,
  Loader,
  Paper,
  Radio,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef } from 'react';
import { CountrySelect } from '../../../components/country-select';
import { notify } from '../../../lib/notify';
import { failureMessage, focusFirstError, serverFieldErrors, zodFormValidate } from '../../../lib/zod-form';
import { useCertifyInvestor, useMyCertification } from '../api/certification';

const FIELDS = ['basis', 'country_id', 'signed_name', 'statement_accepted'];
const day = (iso: string) => new Date(iso).toLocaleDateString('en-CA', { timeZone: 'UTC' });

/** The investor's current certification in one line, or that there is none. */
function CertificationStatus() {
  const mine = useMyCertification();
  if (mine.isPending) return <Loader size="sm" aria-label="Loading your certification" />;
  if (mine.isError) return <Alert color="red">{texts.loadError}</Alert>;
  const current = mine.data;
  if (!current) return <Text>{texts.none}</Text>;
  const basis = texts.bases[current.basis].split(':')[0];
  return (
    <Alert color={current.basis === 'none' ? 'gray' : 'teal'} role="status">
      {`${texts.currentPrefix}: ${basis} (${current.country.name}), ${day(current.signed_at)}; ${texts.expiresPrefix} ${day(current.expires_at)}.`}
    </Alert>
  );
}

/**
 * Investor self-certification (issue 32): the basis with what each means, the country, the name signed
 * and the statement. The server decides whether the name matches and what a basis opens.
 */
export function CertificationForm() {
  const certify = useCertifyInvestor();
  const section = useRef<HTMLDivElement>(null);
  // a private round's "certify" link leads here; the form arrives after the page, so the browser's own
  // jump to the anchor found nothing
  useEffect(() => {
    if (window.location.hash === `#${CERTIFICATION_ANCHOR}`) section.current?.scrollIntoView();
  }, []);
  const form = useForm({
    initialValues: {
      basis: '' as CertificationBasis | '',
      country_id: null as string | null,
      signed_name: '',
      statement_accepted: false,
    },
    validate: zodFormValidate(certifyInvestorForm),
  });
  const submit = form.onSubmit(
    async (values) => {
      try {
        await certify.mutateAsync({
          basis: values.basis as CertificationBasis,
          country_id: values.country_id ?? '',
          signed_name: values.signed_name,
          statement_accepted: values.statement_accepted,
        });
        notify(texts.certified);
        form.setFieldValue('statement_accepted', false);
      } catch (error) {
        const { fieldErrors, otherErrors } = serverFieldErrors(error, FIELDS);
        form.setErrors(fieldErrors);
        if (Object.keys(fieldErrors).length === 0) {
          notify(otherErrors[0] ?? failureMessage(error, texts.loadError), 'error');
        }
        focusFirstError();
      }
    },
    () => focusFirstError(),
  );
  return (
    <Stack
      ref={section}
      gap="sm"
      mt="xl"
      id={CERTIFICATION_ANCHOR}
      component="section"
      aria-labelledby="certification-title"
    >
      <Divider />
      <Title order={2} size="h4" id="certification-title">
        {texts.title}
      </Title>
      <Text size="sm">{texts.intro}</Text>
      <CertificationStatus />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Radio.Group label={texts.basisLabel} required {...form.getInputProps('basis')}>
            <Stack gap="xs" mt="xs">
              {CERTIFICATION_BASES.map((basis) => {
                const [name, ...rest] = texts.bases[basis].split(': ');
                return <Radio key={basis} value={basis} label={name} description={rest.join(': ')} />;
              })}
            </Stack>
          </Radio.Group>
          <CountrySelect
            label={texts.countryLabel}
            withIsd={false}
            defaultAlpha2={null}
            required
            value={form.values.country_id}
            onChange={(country) => form.setFieldValue('country_id', country?._id ?? null)}
            error={form.errors.country_id}
          />
          <TextInput
            label={texts.signedNameLabel}
            autoComplete="name"
            required
            {...form.getInputProps('signed_name')}
          />
          {/* a bordered block rather than a light background, which dark mode would leave unreadable */}
          <Paper withBorder p="sm" radius="sm">
            <Text size="sm">{texts.statement}</Text>
          </Paper>
          <Checkbox
            label={texts.statementLabel}
            required
            {...form.getInputProps('statement_accepted', { type: 'checkbox' })}
          />
          <Button type="submit" loading={certify.isPending} style={{ alignSelf: 'flex-start' }}>
            {texts.submit}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
