import { COMMITMENT_STATUS_LABELS, type CommitmentStatus } from '@angelbridge/contracts';
import { Badge } from '@mantine/core';

const COLOR: Record<CommitmentStatus, string> = {
  indicated: 'blue',
  accepted: 'teal',
  closing: 'grape',
  declined: 'red',
  withdrawn: 'gray',
  lapsed: 'orange',
  funded: 'green',
};

// Text shades dark enough for 4.5:1 on the light badge backgrounds (axe: color-contrast); in the dark
// scheme, the badge's own light shade, as the contact requests' status chip does.
const TEXT: Record<CommitmentStatus, string> = {
  indicated: '#1c4f8a',
  accepted: '#065f46',
  closing: '#6b2180',
  declined: '#9b1c1c',
  withdrawn: '#343a40',
  lapsed: '#7a4100',
  funded: '#1b5e20',
};

export function CommitmentStatusBadge({ status }: { status: CommitmentStatus }) {
  const color = COLOR[status];
  return (
    <Badge
      color={color}
      variant="light"
      c={`light-dark(${TEXT[status]}, var(--mantine-color-${color}-2))`}
      style={{ flexShrink: 0 }}
    >
      {COMMITMENT_STATUS_LABELS[status]}
    </Badge>
  );
}
