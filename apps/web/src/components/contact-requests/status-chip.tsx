import type { ContactStatus } from '@angelbridge/contracts';
import { Badge } from '@mantine/core';

const LOOK: Record<ContactStatus, { label: string; color: string }> = {
  allow: { label: 'Allowed', color: 'teal' },
  denied: { label: 'Denied', color: 'red' },
  pending: { label: 'Pending', color: 'yellow' },
};

/** §3: 'allow' reads as allowed, 'denied' as denied, anything else waits for the owner's action. */
export function StatusChip({ status, expired }: { status: ContactStatus; expired?: boolean | undefined }) {
  if (status === 'allow' && expired)
    return (
      <Badge color="gray" variant="light">
        Expired
      </Badge>
    );
  const { label, color } = LOOK[status];
  return (
    <Badge color={color} variant="light" c={status === 'pending' ? 'yellow.9' : undefined}>
      {label}
    </Badge>
  );
}
