import type { ContactRequestRow, ContactStatus } from '@angelbridge/contracts';
import { type Tone, ToneBadge } from '../../../components/tone-badge';

const LOOK: Record<ContactStatus, { label: string; tone: Tone }> = {
  allow: { label: 'Allowed', tone: 'teal' },
  denied: { label: 'Denied', tone: 'red' },
  pending: { label: 'Pending', tone: 'yellow' },
};

/**
 * §3: 'allow' reads as allowed, 'denied' as denied, anything else waits for the owner's action. An
 * allowance the server no longer counts (`is_allowed` false: it expired) reads as expired.
 */
export function StatusChip({ row }: { row: Pick<ContactRequestRow, 'status' | 'is_allowed'> }) {
  if (row.status === 'allow' && !row.is_allowed) return <ToneBadge tone="gray">Expired</ToneBadge>;
  const { label, tone } = LOOK[row.status];
  return <ToneBadge tone={tone}>{label}</ToneBadge>;
}
