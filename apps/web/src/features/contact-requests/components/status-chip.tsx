import type { ContactRequestRow, ContactStatus } from '@angelbridge/contracts';
import { Badge } from '@mantine/core';

const LOOK: Record<ContactStatus, { label: string; color: string }> = {
  allow: { label: 'Allowed', color: 'teal' },
  denied: { label: 'Denied', color: 'red' },
  pending: { label: 'Pending', color: 'yellow' },
};

// Text shades dark enough for 4.5:1 on the light badge backgrounds (axe: color-contrast); in the dark
// scheme, where those backgrounds are deep, the badge's own light shade (issue 23).
const TEXT: Record<ContactStatus, string> = {
  allow: '#065f46',
  denied: '#9b1c1c',
  pending: '#7a4100',
};

/**
 * §3: 'allow' reads as allowed, 'denied' as denied, anything else waits for the owner's action. An
 * allowance the server no longer counts (`is_allowed` false: it expired) reads as expired.
 */
export function StatusChip({ row }: { row: Pick<ContactRequestRow, 'status' | 'is_allowed'> }) {
  const { status } = row;
  if (status === 'allow' && !row.is_allowed)
    return (
      <Badge
        color="gray"
        variant="light"
        c="light-dark(#343a40, var(--mantine-color-gray-3))"
        style={{ flexShrink: 0 }}
      >
        Expired
      </Badge>
    );
  const { label, color } = LOOK[status];
  return (
    <Badge
      color={color}
      variant="light"
      c={`light-dark(${TEXT[status]}, var(--mantine-color-${color}-2))`}
      style={{ flexShrink: 0 }}
    >
      {label}
    </Badge>
  );
}
