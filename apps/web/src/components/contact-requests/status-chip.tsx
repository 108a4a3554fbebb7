import type { ContactStatus } from '@angelbridge/contracts';
import { Badge } from '@mantine/core';

const LOOK: Record<ContactStatus, { label: string; color: string }> = {
  allow: { label: 'Allowed', color: 'teal' },
  denied: { label: 'Denied', color: 'red' },
  pending: { label: 'Pending', color: 'yellow' },
};

// Text shades dark enough for 4.5:1 on the light badge backgrounds (axe: color-contrast).
const TEXT: Record<ContactStatus, string> = {
  allow: '#065f46',
  denied: '#9b1c1c',
  pending: '#7a4100',
};

/** §3: 'allow' reads as allowed, 'denied' as denied, anything else waits for the owner's action. */
export function StatusChip({ status, expired }: { status: ContactStatus; expired?: boolean | undefined }) {
  if (status === 'allow' && expired)
    return (
      <Badge color="gray" variant="light" c="#343a40" style={{ flexShrink: 0 }}>
        Expired
      </Badge>
    );
  const { label, color } = LOOK[status];
  return (
    <Badge color={color} variant="light" c={TEXT[status]} style={{ flexShrink: 0 }}>
      {label}
    </Badge>
  );
}
