/**
 * Commitments and the round (issue 32): an investor's soft-circle on a pitch with its conditions (a
 * minimum round, a lead, a date), the founder's accept or decline, one confirmed lead, and a round the
 * founder closes. Shapes live in commitment-entities.ts, words and limits in commitment-texts.ts.
 */
import { z } from 'zod';
import { calls } from './call-routes.js';
import { certificationSummary } from './certification.js';
import {
  commitment,
  commitmentConditionsInput,
  commitmentTotals,
  leadOffer,
  round,
  roundLead,
  roundProgress,
  wholeDollars,
} from './commitment-entities.js';
import {
  COMMITMENT_DECISIONS,
  COMMITMENT_NOTE_MAX,
  COMMITMENT_STATUSES,
  COMMITMENTS_PAGE_SIZE_MAX,
  DECISION_REASON_MAX,
  LEAD_CONFLICTS_MAX,
  LEAD_MEMO_MAX,
  ROUND_STATES,
  commitmentTexts as t,
} from './commitment-texts.js';
import { booleanFieldWith, endpoint, idSchema, ok, textField } from './http.js';
import { match } from './match.js';

export * from './commitment-entities.js';
export * from './commitment-texts.js';

const pitchId = idSchema('pitch id');
const commitmentId = idSchema('commitment id');

const optionalWords = (max: number, message: string) =>
  z.preprocess(
    (value) => (value === null ? undefined : value),
    textField({ error: message })
      .trim()
      .max(max, { error: message })
      .transform((text) => text || null)
      .optional(),
  );

const requiredWords = (max: number, required: string, tooLong: string) =>
  textField({ error: required }).trim().min(1, { error: required }).max(max, { error: tooLong });

const positiveInt = (message: string) =>
  z.preprocess(
    (value) =>
      value === '' || value === null ? undefined : typeof value === 'string' ? Number(value) : value,
    z.number({ error: message }).int({ error: message }).min(1, { error: message }).optional(),
  );

const paging = {
  /** 1-based. */
  page: positiveInt(t.pageInvalid),
  page_size: positiveInt(t.pageSizeInvalid).refine(
    (size) => size === undefined || size <= COMMITMENTS_PAGE_SIZE_MAX,
    {
      error: t.pageSizeInvalid,
    },
  ),
};
const pageAnswer = {
  page: z.number().int(),
  page_size: z.number().int(),
  /** Rows matching the filter, over every page. */
  total: z.number().int(),
};

/**
 * A founder's row: the commitment, how the investor's thesis matches the pitch, and the investor's current
 * self-certification (basis and dates; null when none).
 */
export const pitchCommitmentRow = commitment.extend({
  match: match.nullable(),
  certification: certificationSummary.nullable(),
});
export type PitchCommitmentRow = z.infer<typeof pitchCommitmentRow>;

/** An investor's row: the commitment and the pitch it is on. */
export const myCommitmentRow = commitment.extend({
  name_of_pitch: z.string(),
  round_state: z.enum(ROUND_STATES),
});
export type MyCommitmentRow = z.infer<typeof myCommitmentRow>;

/** A point of the founder's chart: the accepted total at the end of a day (UTC) on which it changed. */
export const acceptedPoint = z.object({ day: z.iso.date(), accepted_total: z.number().int() });

export const commitToPitch = endpoint({
  ...calls.commitToPitch,
  summary:
    "Commits (soft-circles) an amount to a visible pitch whose round is open, between the pitch's " +
    'min_per_investor and target, with optional conditions. Calling again amends the live commitment ' +
    '(a change of amount or conditions returns an accepted one to indicated). Investors with a complete profile.',
  request: z.object({
    pitch_id: pitchId,
    amount: wholeDollars(t.amountInvalid),
    conditions: commitmentConditionsInput.optional(),
    note: optionalWords(COMMITMENT_NOTE_MAX, t.noteTooLong),
  }),
  response: ok({ commitment }),
});

export const withdrawCommitment = endpoint({
  ...calls.withdrawCommitment,
  summary: "Withdraws the caller's live commitment, until the round closes.",
  request: z.object({ commitment_id: commitmentId }),
  response: ok({ commitment }),
});

export const getMyCommitments = endpoint({
  ...calls.getMyCommitments,
  summary: "The caller's commitments (ended ones too), newest first, with each pitch's name and round state.",
  request: z.object(paging),
  response: ok({ commitments: z.array(myCommitmentRow), ...pageAnswer }),
});

export const getPitchCommitments = endpoint({
  ...calls.getPitchCommitments,
  summary:
    "The owner's view of a pitch's round: its commitments (a page, newest first, optionally of one status) " +
    'with each investor and match, the totals over all of them, the lead, the offers to lead and the accepted total by day.',
  request: z.object({
    pitch_id: pitchId,
    status: z.enum(COMMITMENT_STATUSES, { error: t.statusInvalid }).optional(),
    ...paging,
  }),
  response: ok({
    round,
    commitments: z.array(pitchCommitmentRow),
    ...pageAnswer,
    totals: commitmentTotals,
    lead: roundLead.nullable(),
    lead_offers: z.array(leadOffer),
    accepted_over_time: z.array(acceptedPoint),
  }),
});

export const decideCommitment = endpoint({
  ...calls.decideCommitment,
  summary:
    "Accepts or declines a commitment on the owner's pitch. An accepted one may still be declined until the round closes.",
  request: z.object({
    commitment_id: commitmentId,
    decision: z.enum(COMMITMENT_DECISIONS, { error: t.decisionInvalid }),
    reason: optionalWords(DECISION_REASON_MAX, t.reasonTooLong),
  }),
  response: ok({ commitment, totals: commitmentTotals }),
});

export const offerToLead = endpoint({
  ...calls.offerToLead,
  summary:
    'Offers to lead the round of a pitch the caller has a live commitment on, with a memo and the conflicts of interest ("None" is an answer). Calling again updates the offer.',
  request: z.object({
    pitch_id: pitchId,
    memo: requiredWords(LEAD_MEMO_MAX, t.memoRequired, t.memoTooLong),
    conflicts: requiredWords(LEAD_CONFLICTS_MAX, t.conflictsRequired, t.conflictsTooLong),
  }),
  response: ok({ lead_offer: leadOffer }),
});

export const confirmLead = endpoint({
  ...calls.confirmLead,
  summary:
    "Confirms the round's one lead among the investors who offered (and still have a live commitment), or removes the lead with investor_id: null.",
  request: z.object({ pitch_id: pitchId, investor_id: idSchema('investor id').nullable() }),
  response: ok({ lead: roundLead.nullable() }),
});

export const setRoundVisibility = endpoint({
  ...calls.setRoundVisibility,
  summary:
    "Shows (true) or hides (false) the round's progress on the pitch page. Hidden, nothing of the commitments is shown to anyone but the owner.",
  request: z.object({ pitch_id: pitchId, show_progress: booleanFieldWith(t.showProgressInvalid) }),
  response: ok({ round }),
});

export const closeRound = endpoint({
  ...calls.closeRound,
  summary:
    'Closes the round: the accepted commitments whose conditions are met become closing, the others are told they are not included. Needs at least one such commitment.',
  request: z.object({ pitch_id: pitchId }),
  response: ok({
    round,
    included: z.number().int(),
    not_included: z.number().int(),
    totals: commitmentTotals,
  }),
});

export const reopenRound = endpoint({
  ...calls.reopenRound,
  summary: 'Opens a closing round again: its closing commitments go back to accepted.',
  request: z.object({ pitch_id: pitchId }),
  response: ok({ round, totals: commitmentTotals }),
});

export const getPitchRound = endpoint({
  ...calls.getPitchRound,
  summary:
    "The round of a pitch the caller may see, for its page: state, progress (when shown, or to the owner), the confirmed lead (memo for investors and the owner), the caller's own live commitment and whether they may commit or offer to lead. Never cached.",
  request: z.object({ pitch_id: pitchId }),
  response: ok({
    round,
    is_owner: z.boolean(),
    round_progress: roundProgress.nullable(),
    lead: roundLead.nullable(),
    my_commitment: commitment.nullable(),
    my_lead_offer: leadOffer.nullable(),
    may_commit: z.boolean(),
    /** Why not, when may_commit is false (e.g. the round is closing). */
    cannot_commit_reason: z.string().nullable(),
    may_offer_to_lead: z.boolean(),
    /** The pitch's range for an amount: its min_per_investor and target. */
    amount_min: z.number(),
    amount_max: z.number(),
  }),
});

export const commitmentsEndpoints = [
  commitToPitch,
  withdrawCommitment,
  getMyCommitments,
  getPitchCommitments,
  decideCommitment,
  offerToLead,
  confirmLead,
  setRoundVisibility,
  closeRound,
  reopenRound,
  getPitchRound,
] as const;
