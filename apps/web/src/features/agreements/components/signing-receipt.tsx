import type { Agreement } from '@angelbridge/contracts';
import type { SignerRole } from '@angelbridge/contracts/agreement-texts';
import { agreementTexts as t } from '@angelbridge/contracts/agreement-texts';
import { Alert, Stack, Text } from '@mantine/core';
import { formatDateTime } from '../../../lib/format';
import { HashText } from './hash-text';

/** After signing: when, as whom, and the hash of the document signed, to keep. */
export function SigningReceipt({ agreement, role }: { agreement: Agreement; role: SignerRole }) {
  const mine = agreement.signers.find((signer) => signer.role === role);
  if (!mine) return null;
  return (
    <Alert color="teal" variant="light" title="Signed: your receipt" role="status">
      <Stack gap="xs">
        <Text size="sm">{agreement.status === 'completed' ? t.signedCompleted : t.signed}</Text>
        <Text size="sm">
          <strong>{mine.name}</strong> signed on {formatDateTime(mine.signed_at)}.
        </Text>
        <HashText label="SHA-256 of the document you signed" hash={mine.sha256} />
      </Stack>
    </Alert>
  );
}
