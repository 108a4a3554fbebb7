import { SIGNER_ROLE_LABELS, type SignerRole } from '@angelbridge/contracts/agreement-texts';
import { Stack, Text } from '@mantine/core';
import { formatDateTime } from '../../../lib/format';

interface Signature {
  name: string;
  signed_at: string;
  /** Known to the parties; verification answers only names and times. */
  role?: SignerRole;
}

/** The signatures, in signing order: who, as what, and when (on the server's clock). */
export function SignerList({ signers, label }: { signers: Signature[]; label: string }) {
  return (
    <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {signers.map((signer) => (
        <Text component="li" size="sm" key={`${signer.signed_at}${signer.name}`}>
          <strong>{signer.name}</strong>
          {signer.role ? ` (${SIGNER_ROLE_LABELS[signer.role]})` : ''} signed{' '}
          {formatDateTime(signer.signed_at)}
        </Text>
      ))}
    </Stack>
  );
}
