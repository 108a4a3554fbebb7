import type { Agreement } from '@angelbridge/contracts';
import { webPaths } from '@angelbridge/contracts/web-paths';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../../lib/format';
import { HashText } from './hash-text';

/** A voided or completed agreement says so first; one still to sign by someone else says why. */
export function AgreementState({
  agreement,
  waitingReason,
}: {
  agreement: Agreement;
  waitingReason: string | null;
}) {
  if (agreement.status === 'voided')
    return (
      <Alert color="gray" title="This agreement was voided">
        <Text size="sm">
          {agreement.voided_at ? `Voided ${formatDateTime(agreement.voided_at)}. ` : ''}
          {agreement.void_reason ? `Reason: ${agreement.void_reason}` : ''}
        </Text>
        <Text size="sm">It can no longer be signed.</Text>
      </Alert>
    );
  if (agreement.status === 'completed')
    return (
      <Alert color="teal" variant="light" title="Completed: signed by both parties">
        <Stack gap="xs">
          {agreement.completed_at && (
            <Text size="sm">Completed {formatDateTime(agreement.completed_at)}.</Text>
          )}
          {agreement.completed_sha256 && (
            <HashText label="SHA-256 of the signed PDF" hash={agreement.completed_sha256} />
          )}
          <Anchor component={Link} to={webPaths.verifyAgreement} size="sm">
            Anyone can check this PDF on the verification page
          </Anchor>
        </Stack>
      </Alert>
    );
  if (!waitingReason) return null;
  return (
    <Alert color="blue" variant="light" title="Nothing to sign now">
      {waitingReason}
    </Alert>
  );
}
