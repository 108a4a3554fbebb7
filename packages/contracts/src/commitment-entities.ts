/**
 * The shapes of commitments and the round (issue 32): an investor's soft-circle on a pitch with its conditions (a
 * minimum round, a lead, a date), the founder's accept or decline, one confirmed lead, and a round the
 * founder closes. Amounts are whole dollars (CAD) as the pitch's target is; the range against the
 * pitch's own min_per_investor and target is checked by the API, which knows them.
 */
import { z } from 'zod';
import {
  COMMITMENT_ACTORS,
  COMMITMENT_EVENTS,
  COMMITMENT_STATUSES,
  CONDITION_NAMES,
  ROUND_STATES,
  commitmentTexts as t,
  UNTIL_MAX_DAYS,
} from './commitment-texts.js';
import { booleanFieldWith } from './http.js';
import { MAX_AMOUNT } from './limits.js';

const timestamp = z.iso.datetime({ offset: true });

/** Today as YYYY-MM-DD in UTC: the day every `until` is compared with, on the form and on the server. */
export const utcToday = (now = new Date()) => now.toISOString().slice(0, 10);
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A whole number of dollars; digits as text are taken (forms send text), anything else is refused. */
export const wholeDollars = (message: string) =>
  z.preprocess(
    (value) =>
      value === '' || value === null
        ? undefined
        : typeof value === 'string' && /^\s*\d{1,16}\s*$/.test(value)
          ? Number(value)
          : value,
    z
      .number({ error: message })
      .int({ error: message })
      .min(1, { error: message })
      .max(MAX_AMOUNT, { error: message }),
  );

const untilField = z.preprocess(
  (value) => (value === '' ? null : value),
  z.iso
    .date({ error: t.untilInvalid, abort: true })
    .refine((day) => day > utcToday(), { error: t.untilPast, abort: true })
    .refine((day) => day <= addDays(utcToday(), UNTIL_MAX_DAYS), { error: t.untilTooFar })
    .nullable()
    .optional(),
);

/** What an investor asks of the round; missing means no such condition. */
export const commitmentConditionsInput = z.object({
  min_round_total: z
    .preprocess((value) => (value === '' ? null : value), wholeDollars(t.minRoundInvalid).nullable())
    .optional(),
  requires_lead: z
    .preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      booleanFieldWith(t.requiresLeadInvalid),
    )
    .optional(),
  until: untilField,
});

export const commitmentConditions = z.object({
  min_round_total: z.number().int().nullable(),
  requires_lead: z.boolean(),
  /** YYYY-MM-DD, the last day the commitment holds. */
  until: z.iso.date().nullable(),
});
export type CommitmentConditions = z.infer<typeof commitmentConditions>;

export const conditionStatus = z.object({
  name: z.enum(CONDITION_NAMES),
  met: z.boolean(),
  /** e.g. 'Round at C$180,000 of the C$250,000 you asked for ✗'. */
  detail: z.string(),
});
export type ConditionStatus = z.infer<typeof conditionStatus>;

export const commitmentHistoryEntry = z.object({
  at: timestamp,
  event: z.enum(COMMITMENT_EVENTS),
  actor: z.enum(COMMITMENT_ACTORS),
  /** The commitment as it stood after this change. */
  amount: z.number().int(),
  conditions: commitmentConditions,
  status: z.enum(COMMITMENT_STATUSES),
  note: z.string().nullable(),
  /** The founder's reason, on a decision. */
  reason: z.string().nullable(),
});
export type CommitmentHistoryEntry = z.infer<typeof commitmentHistoryEntry>;

export const commitmentInvestor = z.object({
  _id: z.uuid(),
  name: z.string(),
  company_or_organization: z.string().nullable(),
  profile_pic: z.string().nullable(),
});

export const commitment = z.object({
  _id: z.uuid(),
  pitch_id: z.uuid(),
  investor: commitmentInvestor,
  amount: z.number().int(),
  conditions: commitmentConditions,
  /** Every condition met (true when there are none). */
  conditions_met: z.boolean(),
  /** One entry per condition the investor set, in CONDITION_NAMES order. */
  condition_status: z.array(conditionStatus),
  status: z.enum(COMMITMENT_STATUSES),
  note: z.string().nullable(),
  /** The founder's reason for the last decision, if any. */
  decision_reason: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
  /** Oldest first; at most COMMITMENT_HISTORY_MAX rows (the newest). */
  history: z.array(commitmentHistoryEntry),
});
export type Commitment = z.infer<typeof commitment>;

export const commitmentTotals = z.object({
  /** Sum of the amounts still indicated (not yet accepted). */
  indicated: z.number().int(),
  /** Sum of the accepted (and closing) amounts. */
  accepted: z.number().int(),
  /** Of those, the amounts whose conditions are all met: what closing the round would take in. */
  accepted_conditions_met: z.number().int(),
  /** Investors with a live commitment (indicated, accepted or closing). */
  investors: z.number().int(),
  target: z.number(),
  /** accepted / target × 100, one decimal. */
  percent_of_target: z.number(),
});
export type CommitmentTotals = z.infer<typeof commitmentTotals>;

/** What the pitch page shows of a round whose founder turned progress on (and what its owner always sees). */
export const roundProgress = z.object({
  accepted_total: z.number().int(),
  /** Investors whose commitment is accepted (or closing). */
  investors: z.number().int(),
  target: z.number(),
  percent: z.number(),
  lead_name: z.string().nullable(),
});
export type RoundProgress = z.infer<typeof roundProgress>;

export const roundLead = z.object({
  investor_id: z.uuid(),
  name: z.string(),
  memo: z.string(),
  conflicts: z.string(),
});
export type RoundLead = z.infer<typeof roundLead>;

export const round = z.object({
  pitch_id: z.uuid(),
  state: z.enum(ROUND_STATES),
  show_progress: z.boolean(),
  closed_at: timestamp.nullable(),
});
export type Round = z.infer<typeof round>;

export const leadOffer = z.object({
  pitch_id: z.uuid(),
  investor_id: z.uuid(),
  name: z.string(),
  memo: z.string(),
  conflicts: z.string(),
  /** The founder confirmed this investor as the round's lead. */
  confirmed: z.boolean(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type LeadOffer = z.infer<typeof leadOffer>;
