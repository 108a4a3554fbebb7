import type { PitchInstrument, RoundTerms } from '@angelbridge/contracts';
import {
  COMPANY_LEGAL_NAME_MAX,
  GOVERNING_LAW_MAX,
  INCORPORATION_REGION_MAX,
  SIGNATORY_NAME_MAX,
  SIGNATORY_TITLE_MAX,
  agreementTexts as t,
} from '@angelbridge/contracts/agreement-texts';
import { Alert, Button, Checkbox, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useCallback, useState } from 'react';
import { CountrySelect } from '../../../components/country-select';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { focusFirstError, serverFieldErrors } from '../../../lib/zod-form';
import { useSetRoundTerms } from '../api/set-round-terms';
import { InstrumentTermsFields } from './instrument-terms-fields';
import { PdfDrop } from './pdf-drop';
import {
  initialTermsValues,
  TERMS_FIELDS,
  type TermsValues,
  toTermsBody,
  validateTerms,
} from './terms-values';

interface TermsFormProps {
  pitchId: string;
  instrument: PitchInstrument;
  saved: RoundTerms | null;
  onSaved: () => void;
  /** Shown when terms exist: back to them unchanged. */
  onCancel?: (() => void) | undefined;
}

/**
 * The round's terms: the company, who signs for it, the governing law and the terms of the pitch's
 * instrument, checked with the contract's schema and its per-instrument rule before they are sent; and
 * optionally the founder's own agreement as a PDF, sent with its upload progress.
 */
export function TermsForm({ pitchId, instrument, saved, onSaved, onCancel }: TermsFormProps) {
  const save = useSetRoundTerms();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TermsValues>({
    initialValues: initialTermsValues(saved),
    validate: validateTerms(pitchId, instrument),
    // "a SAFE needs a cap, a discount or MFN" belongs to no one field: any term typed may answer it
    onValuesChange: (values, previous) => {
      const changed = JSON.stringify(values.instrument_terms) !== JSON.stringify(previous.instrument_terms);
      if (changed) form.clearFieldError('instrument_terms');
    },
  });
  const setCountry = useCallback(
    (country: { _id: string } | null) => form.setFieldValue('incorporation.country_id', country?._id ?? null),
    [form.setFieldValue],
  );

  const submit = form.onSubmit(
    (values) => {
      setFailure(null);
      setProgress(file ? 0 : null);
      save.mutate(
        {
          body: toTermsBody(pitchId, instrument, {
            ...values,
            remove_agreement_file: !file && values.remove_agreement_file,
          }),
          file,
          onUploadProgress: (fraction) => setProgress(fraction),
        },
        {
          onSuccess: (answer) => {
            notify(answer.message);
            onSaved();
          },
          onError: (error) => {
            const { fieldErrors, otherErrors } = serverFieldErrors(error, [
              ...TERMS_FIELDS,
              'agreement_file',
            ]);
            const { agreement_file: fileProblem, ...rest } = fieldErrors;
            if (typeof fileProblem === 'string') setFileError(fileProblem);
            form.setErrors(rest);
            if (fileProblem || Object.keys(rest).length > 0) focusFirstError();
            setFailure(
              otherErrors[0] ?? (fileProblem || Object.keys(rest).length > 0 ? null : errorMessage(error)),
            );
          },
          onSettled: () => setProgress(null),
        },
      );
    },
    () => focusFirstError(),
  );

  const uploaded = saved?.template === 'uploaded' ? saved.agreement_file_name : null;
  return (
    <form onSubmit={submit} noValidate aria-label="Round terms">
      <Stack gap="md">
        <TextInput
          label="Company's legal name"
          withAsterisk
          maxLength={COMPANY_LEGAL_NAME_MAX}
          {...form.getInputProps('company_legal_name')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <CountrySelect
            label="Country of incorporation"
            withAsterisk
            withIsd={false}
            defaultAlpha2={saved ? null : undefined}
            value={form.values.incorporation.country_id}
            onChange={setCountry}
            error={form.errors['incorporation.country_id']}
          />
          <TextInput
            label="Province or state (optional)"
            maxLength={INCORPORATION_REGION_MAX}
            {...form.getInputProps('incorporation.region')}
          />
        </SimpleGrid>
        <TextInput
          label="Governing law"
          description="e.g. Ontario, Canada"
          withAsterisk
          maxLength={GOVERNING_LAW_MAX}
          {...form.getInputProps('governing_law')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Signatory's name"
            description="Who signs for the company"
            withAsterisk
            maxLength={SIGNATORY_NAME_MAX}
            {...form.getInputProps('signatory_name')}
          />
          <TextInput
            label="Signatory's title"
            description="e.g. CEO"
            withAsterisk
            maxLength={SIGNATORY_TITLE_MAX}
            {...form.getInputProps('signatory_title')}
          />
        </SimpleGrid>
        <InstrumentTermsFields form={form} instrument={instrument} />
        <Stack gap="xs">
          {uploaded && (
            <>
              <Text size="sm">
                Agreements use your PDF <strong>{uploaded}</strong>, between AngelBridge's cover page and
                signature page. A new PDF replaces it.
              </Text>
              <Checkbox
                label="Use AngelBridge's own template instead"
                disabled={file !== null}
                {...form.getInputProps('remove_agreement_file', { type: 'checkbox' })}
              />
            </>
          )}
          <PdfDrop
            label={uploaded ? 'Replace your agreement (optional)' : 'Your own agreement (optional)'}
            prompt="Drop your lawyer's PDF here, or click to choose it"
            file={file}
            onFile={setFile}
            messages={{ type: t.fileType, size: t.fileSize }}
            error={fileError}
            onError={setFileError}
            progress={progress}
            disabled={save.isPending}
          />
          {!uploaded && (
            <Text size="xs" c="gray.7">
              Without one, AngelBridge's plain-English “{t.documentTitle}” is used. Your pages are never
              changed: a cover page goes before them and a signature page after.
            </Text>
          )}
        </Stack>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={save.isPending}>
              Cancel
            </Button>
          )}
          <Button type="submit" loading={save.isPending}>
            Save terms
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
