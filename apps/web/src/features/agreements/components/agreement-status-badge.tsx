import { AGREEMENT_STATUS_LABELS, type AgreementStatus } from '@angelbridge/contracts/agreement-texts';
import { Badge } from '@mantine/core';

const COLOR: Record<AgreementStatus, string> = {
  awaiting_investor: 'blue',
  awaiting_founder: 'grape',
  completed: 'teal',
  voided: 'gray',
};

// Text shades with 4.5:1 on the light badge backgrounds (as the commitments' badge); the badge's own
// light shade in the dark scheme.
const TEXT: Record<AgreementStatus, string> = {
  awaiting_investor: '#1c4f8a',
  awaiting_founder: '#6b2180',
  completed: '#065f46',
  voided: '#343a40',
};

export function AgreementStatusBadge({ status }: { status: AgreementStatus }) {
  const color = COLOR[status];
  return (
    <Badge
      color={color}
      variant="light"
      c={`light-dark(${TEXT[status]}, var(--mantine-color-${color}-2))`}
      style={{ flexShrink: 0 }}
    >
      {AGREEMENT_STATUS_LABELS[status]}
    </Badge>
  );
}
