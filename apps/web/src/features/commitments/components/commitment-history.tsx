import {
  COMMITMENT_STATUS_LABELS,
  type CommitmentEvent,
  type CommitmentHistoryEntry,
} from '@angelbridge/contracts';
import { Text, Timeline } from '@mantine/core';
import { formatDateTime } from '../../../lib/format';
import { formatDay, formatMoney } from './commitment-words';

const WHAT: Record<CommitmentEvent, string> = {
  created: 'Committed',
  amended: 'Amended',
  accepted: 'Accepted by the founder',
  declined: 'Declined by the founder',
  withdrawn: 'Withdrawn',
  lapsed: 'Lapsed',
  closing: 'Included in the closing round',
  reopened: 'Round reopened',
  funded: 'Money received',
};

function conditionsInWords(entry: CommitmentHistoryEntry) {
  const { min_round_total, requires_lead, until } = entry.conditions;
  const parts: string[] = [];
  if (min_round_total) parts.push(`round of ${formatMoney(min_round_total)}`);
  if (requires_lead) parts.push('a lead');
  if (until) parts.push(`until ${formatDay(until)}`);
  return parts.length > 0 ? parts.join(', ') : 'no conditions';
}

/** A commitment's changes, oldest first, each with the amount and conditions as they stood after it. */
export function CommitmentHistory({ history }: { history: CommitmentHistoryEntry[] }) {
  return (
    <Timeline active={history.length - 1} bulletSize={12} lineWidth={2}>
      {history.map((entry, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: history rows have no id; their order never changes.
        <Timeline.Item key={index} title={WHAT[entry.event]}>
          <Text size="xs" c="gray.7">
            {formatDateTime(entry.at)} · {entry.actor === 'system' ? 'AngelBridge' : entry.actor}
          </Text>
          <Text size="sm">
            {formatMoney(entry.amount)}, {conditionsInWords(entry)} · {COMMITMENT_STATUS_LABELS[entry.status]}
          </Text>
          {entry.note && <Text size="sm">Note: {entry.note}</Text>}
          {entry.reason && <Text size="sm">Reason: {entry.reason}</Text>}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
