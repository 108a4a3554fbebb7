import type { CertificationSummary } from '@angelbridge/contracts';
import { certificationTexts } from '@angelbridge/contracts/certification-texts';
import { Text } from '@mantine/core';

const DATE = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: 'short', day: 'numeric' });

/** What a founder sees of an investor's self-certification (issue 32): the basis and the day it was signed. */
export function CertificationLine({
  certification,
}: {
  certification: CertificationSummary | null | undefined;
}) {
  if (!certification) return null;
  const basis = certificationTexts.basisShort[certification.basis];
  return (
    <Text size="xs" c="gray.7">
      {`${certificationTexts.currentPrefix}: ${basis} · ${DATE.format(new Date(certification.signed_at))}`}
    </Text>
  );
}
