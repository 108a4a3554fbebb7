import { verifyAgreement } from '@angelbridge/contracts';
import { agreementTexts as t } from '@angelbridge/contracts/agreement-texts';
import { Alert, Button, Container, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { focusFirstError, serverFieldErrors, zodFormValidate } from '../../../lib/zod-form';
import { useVerifyAgreement, type VerifyInput } from '../api/verify-agreement';
import { PdfDrop } from '../components/pdf-drop';
import { type Verdict, VerifyVerdict } from '../components/verify-verdict';

/**
 * /verify-agreement, open to anyone: drop a PDF (sent whole, with its upload progress) or paste its
 * SHA-256, and read whether it is a completed AngelBridge agreement, unchanged, and who signed it when.
 */
export function VerifyAgreementPage() {
  const verify = useVerifyAgreement();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const hashForm = useForm({
    initialValues: { sha256: '' },
    validate: zodFormValidate(verifyAgreement.request),
  });

  const run = (input: VerifyInput, subject: string) => {
    setVerdict(null);
    setFailure(null);
    verify.mutate(input, {
      onSuccess: (answer) => setVerdict({ ...answer, subject }),
      onError: (error) => {
        const { fieldErrors, otherErrors } = serverFieldErrors(error, ['sha256', 'file']);
        if (fieldErrors.file) setFileError(String(fieldErrors.file));
        if (fieldErrors.sha256) hashForm.setErrors({ sha256: fieldErrors.sha256 });
        setFailure(otherErrors[0] ?? (Object.keys(fieldErrors).length > 0 ? null : errorMessage(error)));
      },
      onSettled: () => setProgress(null),
    });
  };

  const choose = (next: File | null) => {
    setFile(next);
    setVerdict(null);
    if (!next) return;
    setProgress(0);
    run({ file: next, onUploadProgress: (fraction) => setProgress(fraction) }, next.name);
  };

  const submitHash = hashForm.onSubmit(
    ({ sha256 }) => run({ sha256: sha256.trim().toLowerCase() }, 'the SHA-256 you pasted'),
    () => focusFirstError(),
  );

  return (
    <Container size="sm" py="xl">
      <title>Verify an agreement · AngelBridge</title>
      <Title order={1} mb="xs">
        Verify an agreement
      </Title>
      <Text c="gray.7" mb="lg">
        Check that a PDF is an agreement completed on AngelBridge and unchanged since both parties signed it.
        You see only the signers' names and when they signed.
      </Text>
      <Stack gap="lg">
        <Paper
          withBorder
          radius="md"
          p={{ base: 'md', sm: 'lg' }}
          component="section"
          aria-labelledby="verify-pdf"
        >
          <Title order={2} size="h4" id="verify-pdf" mb="sm">
            Check a PDF
          </Title>
          <PdfDrop
            label="The signed PDF"
            prompt="Drop the signed PDF here, or click to choose it"
            file={file}
            onFile={choose}
            messages={{ type: t.verifyFileType, size: t.verifyFileSize }}
            error={fileError}
            onError={setFileError}
            progress={progress}
            disabled={verify.isPending}
          />
        </Paper>
        <Paper
          withBorder
          radius="md"
          p={{ base: 'md', sm: 'lg' }}
          component="section"
          aria-labelledby="verify-hash"
        >
          <Title order={2} size="h4" id="verify-hash" mb="sm">
            Or paste its SHA-256
          </Title>
          <form onSubmit={submitHash} noValidate>
            <Stack gap="sm">
              <TextInput
                label="SHA-256 of the PDF"
                description="64 hexadecimal characters, as the signature certificate shows it"
                spellCheck={false}
                autoComplete="off"
                ff="monospace"
                {...hashForm.getInputProps('sha256')}
              />
              <Group justify="flex-end">
                <Button type="submit" loading={verify.isPending && !file}>
                  Verify the hash
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
        <div aria-live="polite">
          {verdict && <VerifyVerdict verdict={verdict} />}
          {failure && (
            <Alert color="red" role="alert" title="Could not verify">
              {failure}
            </Alert>
          )}
        </div>
      </Stack>
    </Container>
  );
}
