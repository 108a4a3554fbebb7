import {
  type Commitment,
  type CommitmentConditions,
  type CommitmentHistoryEntry,
  type CommitmentTotals,
  type ConditionStatus,
  type RoundProgress,
  commitmentTexts as t,
} from '@angelbridge/contracts';
import type { CommitmentRow, PitchFacts } from './commitments.queries.js';
import type { HistoryRow, ListedCommitment, RoundSums } from './round.queries.js';

/** What a commitment's conditions are judged against: the round as it stands, and today (UTC). */
export interface RoundFacts {
  acceptedTotal: number;
  leadName: string | null;
  today: string;
}

export const conditionsOf = (row: Pick<CommitmentRow, 'min_round_total' | 'requires_lead' | 'until'>) =>
  ({
    min_round_total: row.min_round_total,
    requires_lead: row.requires_lead,
    until: row.until,
  }) satisfies CommitmentConditions;

/**
 * Each condition the investor set, met or not, with its reason in the match's style. `until` is a
 * deadline for the others: before its day it holds; once it has passed, the commitment either lapsed (the
 * others unmet, by the lapse job) or stands because the others were met in time, so it reads as met then.
 */
export function conditionStatus(conditions: CommitmentConditions, round: RoundFacts): ConditionStatus[] {
  const found: ConditionStatus[] = [];
  let othersMet = true;
  if (conditions.min_round_total !== null) {
    const met = round.acceptedTotal >= conditions.min_round_total;
    othersMet &&= met;
    found.push({
      name: 'min_round_total',
      met,
      detail: (met ? t.minRoundMet : t.minRoundUnmet)(round.acceptedTotal, conditions.min_round_total),
    });
  }
  if (conditions.requires_lead) {
    const met = round.leadName !== null;
    othersMet &&= met;
    found.push({
      name: 'requires_lead',
      met,
      detail: round.leadName ? t.leadMet(round.leadName) : t.leadUnmet,
    });
  }
  if (conditions.until !== null) {
    const current = conditions.until >= round.today;
    const met = current || othersMet;
    const detail = current
      ? t.untilMet(conditions.until)
      : (met ? t.untilPassedMet : t.untilUnmet)(conditions.until);
    found.push({ name: 'until', met, detail });
  }
  return found;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const nameOf = (p: { first_name: string; last_name: string }) => `${p.first_name} ${p.last_name}`.trim();

export function toHistoryEntry(row: HistoryRow): CommitmentHistoryEntry {
  return {
    at: iso(row.created_at),
    event: row.event as CommitmentHistoryEntry['event'],
    actor: row.actor as CommitmentHistoryEntry['actor'],
    amount: row.amount,
    conditions: conditionsOf(row),
    status: row.status as CommitmentHistoryEntry['status'],
    note: row.note,
    reason: row.reason,
  };
}

/** The contract's commitment, its conditions judged against the round. */
export function toCommitment(row: ListedCommitment, round: RoundFacts, history: HistoryRow[]): Commitment {
  const conditions = conditionsOf(row);
  const condition_status = conditionStatus(conditions, round);
  return {
    _id: row.id,
    pitch_id: row.pitch_id,
    investor: {
      _id: row.investor_id,
      name: nameOf(row),
      company_or_organization: row.company_or_organization,
      profile_pic: row.photo,
    },
    amount: row.amount,
    conditions,
    conditions_met: condition_status.every((c) => c.met),
    condition_status,
    status: row.status,
    note: row.note,
    decision_reason: row.decision_reason,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    history: history.map(toHistoryEntry),
  };
}

/** accepted / target × 100 with one decimal; 0 for a pitch without a target yet. */
const percentOf = (amount: number, target: number) =>
  target > 0 ? Math.round((amount / target) * 1000) / 10 : 0;

export function toTotals(sums: RoundSums, pitch: Pick<PitchFacts, 'target'>): CommitmentTotals {
  return {
    indicated: sums.indicated,
    accepted: sums.accepted,
    accepted_conditions_met: sums.accepted_conditions_met,
    investors: sums.investors,
    target: pitch.target,
    percent_of_target: percentOf(sums.accepted, pitch.target),
  };
}

export function toProgress(sums: RoundSums, target: number): RoundProgress {
  return {
    accepted_total: sums.accepted,
    investors: sums.accepted_investors,
    target,
    percent: percentOf(sums.accepted, target),
    lead_name: sums.lead_name,
  };
}

export const roundFactsOf = (sums: RoundSums, today: string): RoundFacts => ({
  acceptedTotal: sums.accepted,
  leadName: sums.lead_name,
  today,
});

export { nameOf };
