import type { VerifiedSigner } from '@angelbridge/contracts';
import { Alert, Stack, Text } from '@mantine/core';
import { SignerList } from './signer-list';

export interface Verdict {
  verified: boolean;
  /** The server's words for the verdict. */
  message: string;
  signers: VerifiedSigner[];
  /** What was checked: a file's name, or "the hash". */
  subject: string;
}

/** The answer of a verification: completed and unchanged, with who signed when; or not an AngelBridge agreement. */
export function VerifyVerdict({ verdict }: { verdict: Verdict }) {
  if (!verdict.verified)
    return (
      <Alert color="red" variant="light" title="Not verified" data-testid="verify-verdict">
        <Stack gap="xs">
          <Text size="sm">Checked: {verdict.subject}</Text>
          <Text size="sm">{verdict.message}</Text>
        </Stack>
      </Alert>
    );
  return (
    <Alert color="teal" variant="light" title="Verified" data-testid="verify-verdict">
      <Stack gap="xs">
        <Text size="sm">Checked: {verdict.subject}</Text>
        <Text size="sm">{verdict.message}</Text>
        <SignerList signers={verdict.signers} label="Signed by" />
      </Stack>
    </Alert>
  );
}
