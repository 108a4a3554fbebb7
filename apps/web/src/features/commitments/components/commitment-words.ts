import { formatCommitmentAmount } from '@angelbridge/contracts';

// '31 Jan 2027': the day as people read it, in UTC since `until` is a calendar day without a zone.
const DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A YYYY-MM-DD day as '31 Jan 2027'. */
export function formatDay(day: string): string {
  const time = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(time) ? day : DAY.format(new Date(time));
}

export const formatMoney = formatCommitmentAmount;

export interface SummaryInput {
  pitchName: string;
  amount: number;
  minRoundTotal?: number | null | undefined;
  requiresLead?: boolean | undefined;
  until?: string | null | undefined;
}

/**
 * The commitment in plain words, read before it is sent:
 * 'You commit C$25,000 to Solar Roofs, if a lead is confirmed, until 31 Jan 2027.'
 */
export function commitmentSummary({ pitchName, amount, minRoundTotal, requiresLead, until }: SummaryInput) {
  const conditions: string[] = [];
  if (minRoundTotal) conditions.push(`the round reaches ${formatMoney(minRoundTotal)}`);
  if (requiresLead) conditions.push('a lead is confirmed');
  const parts = [`You commit ${formatMoney(amount)} to ${pitchName}`];
  if (conditions.length > 0) parts.push(`if ${conditions.join(' and ')}`);
  if (until) parts.push(`until ${formatDay(until)}`);
  if (conditions.length === 0 && !until) parts.push('with no conditions');
  return `${parts.join(', ')}.`;
}
