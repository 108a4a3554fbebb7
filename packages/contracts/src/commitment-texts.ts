/**
 * The words and limits of commitments and the round (issue 32). Kept apart from the schemas so a page
 * that only shows a commitment reads its texts without loading zod.
 */
import { MAX_AMOUNT } from './limits.js';
import { money, thousands } from './thousands.js';

export const COMMITMENT_STATUSES = [
  'indicated',
  'accepted',
  'declined',
  'withdrawn',
  'lapsed',
  'closing',
  'funded',
] as const;
export type CommitmentStatus = (typeof COMMITMENT_STATUSES)[number];
/**
 * A live commitment counts toward the round; one per investor per pitch. The others are ended. A funded
 * one (money received, issue 33) is still in the round.
 */
export const LIVE_COMMITMENT_STATUSES = ['indicated', 'accepted', 'closing', 'funded'] as const;
export const ROUND_STATES = ['open', 'closing'] as const;
export type RoundState = (typeof ROUND_STATES)[number];
export const COMMITMENT_DECISIONS = ['accept', 'decline'] as const;
export type CommitmentDecision = (typeof COMMITMENT_DECISIONS)[number];
export const CONDITION_NAMES = ['min_round_total', 'requires_lead', 'until'] as const;
export type ConditionName = (typeof CONDITION_NAMES)[number];
/** What happened to a commitment, one history row each. */
export const COMMITMENT_EVENTS = [
  'created',
  'amended',
  'accepted',
  'declined',
  'withdrawn',
  'lapsed',
  'closing',
  'reopened',
  'funded',
] as const;
export type CommitmentEvent = (typeof COMMITMENT_EVENTS)[number];
export const COMMITMENT_ACTORS = ['investor', 'founder', 'system'] as const;

export const COMMITMENT_NOTE_MAX = 1000;
export const LEAD_MEMO_MAX = 5000;
export const LEAD_CONFLICTS_MAX = 2000;
export const DECISION_REASON_MAX = 1000;
/** How far ahead `until` may be: three years is longer than any angel round stays open. */
export const UNTIL_MAX_DAYS = 3 * 366;
/** Commitment and round writes per person per minute (commit, amend, withdraw, decide, lead, close). */
export const COMMITMENT_WRITES_PER_MINUTE = 30;
/** Rows of one /getPitchCommitments or /getMyCommitments page (history included), and the largest asked. */
export const COMMITMENTS_PAGE_SIZE = 50;
export const COMMITMENTS_PAGE_SIZE_MAX = 200;
/** History rows a commitment answers with (newest kept); a longer history is cut, never the commitment. */
export const COMMITMENT_HISTORY_MAX = 50;

export const COMMITMENT_STATUS_LABELS: Record<CommitmentStatus, string> = {
  indicated: 'Indicated',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
  lapsed: 'Lapsed',
  closing: 'Closing',
  funded: 'Funded',
};

export const CONDITION_LABELS: Record<ConditionName, string> = {
  min_round_total: 'Minimum round',
  requires_lead: 'A lead investor',
  until: 'Valid until',
};

export const commitmentTexts = {
  committed: 'Your commitment is recorded. The founder has been told.',
  amended: 'Your commitment is updated. The founder has been told.',
  amendedBackToIndicated:
    'Your commitment is updated. You changed the amount or the conditions, so the founder has to accept it again.',
  unchanged: 'Your commitment is unchanged.',
  withdrawn: 'Your commitment is withdrawn. The founder has been told.',
  accepted: 'Commitment accepted. The investor has been told.',
  declined: 'Commitment declined. The investor has been told.',
  leadOffered: 'Your offer to lead is sent to the founder.',
  leadConfirmed: 'Lead confirmed. The investor has been told.',
  leadRemoved: 'The round has no lead now.',
  visibilitySaved: 'Round visibility saved.',
  roundClosed: 'The round is closing. Every investor has been told whether they are in.',
  roundReopened: 'The round is open again.',
  loaded: 'Round loaded.',
  pitchNotFound: 'Pitch not found.',
  commitmentNotFound: 'Commitment not found.',
  ownPitch: 'You cannot commit to your own pitch.',
  ownPitchLead: 'You cannot lead your own pitch.',
  profileIncomplete: 'Complete your investor profile before you commit.',
  roundClosedForCommit: 'This round is closing: no commitment can be made or changed now.',
  roundClosedForWithdraw: 'This round is closing: a commitment in it can no longer be withdrawn.',
  roundClosedForDecide:
    'This round is closing: commitments can no longer be accepted or declined. Reopen it first.',
  roundClosedForLead: 'This round is closing: the lead can no longer change. Reopen it first.',
  roundAlreadyClosing: 'This round is already closing.',
  roundNotClosing: 'This round is open; there is nothing to reopen.',
  nothingToClose: 'To close the round, accept at least one commitment whose conditions are all met.',
  commitmentEnded: 'This commitment has ended (declined, withdrawn or lapsed); it cannot change.',
  alreadyDeclined: 'This commitment was declined. The investor may commit again.',
  noLiveCommitment: 'Only an investor with a live commitment on this pitch may offer to lead.',
  noLeadOffer: 'This investor has not offered to lead, or has no live commitment on this pitch.',
  leadTaken: 'This round already has a lead. Remove the lead first (investor_id: null).',
  amountInvalid: `Amount must be a whole number of dollars from 1 to ${money(MAX_AMOUNT)}.`,
  amountRange: (min: number, max: number) =>
    `Amount must be between ${money(min)} and ${money(max)} for this pitch.`,
  minRoundInvalid: `Minimum round must be a whole number of dollars from 1 to ${money(MAX_AMOUNT)}.`,
  requiresLeadInvalid: 'Requires lead must be true or false.',
  untilInvalid: 'Valid until must be a date (YYYY-MM-DD).',
  untilPast: 'Valid until must be a date in the future.',
  untilTooFar: `Valid until must be within ${Math.floor(UNTIL_MAX_DAYS / 365)} years.`,
  noteTooLong: `A note is at most ${thousands(COMMITMENT_NOTE_MAX)} characters.`,
  memoRequired: 'Write a memo: why you would lead this round.',
  memoTooLong: `A memo is at most ${thousands(LEAD_MEMO_MAX)} characters.`,
  conflictsRequired: 'Name any conflicts of interest ("None" is an answer).',
  conflictsTooLong: `Conflicts are at most ${thousands(LEAD_CONFLICTS_MAX)} characters.`,
  reasonTooLong: `A reason is at most ${thousands(DECISION_REASON_MAX)} characters.`,
  decisionInvalid: `Decision must be one of: ${COMMITMENT_DECISIONS.join(', ')}.`,
  showProgressInvalid: 'show_progress must be true or false.',
  statusInvalid: `Status must be one of: ${COMMITMENT_STATUSES.join(', ')}.`,
  pageInvalid: 'page must be a whole number from 1.',
  pageSizeInvalid: `page_size must be a whole number from 1 to ${COMMITMENTS_PAGE_SIZE_MAX}.`,
  // why one may not commit, as /getPitchRound answers it
  cannotCommitEntrepreneur: 'Only investors commit to a round.',
  privateRoundUncertified:
    'This is a private round: only investors with a current certification may commit. Certify on your profile page.',
  // condition details, in the match's explaining style
  minRoundMet: (total: number, asked: number) =>
    `Round at ${money(total)} of the ${money(asked)} you asked for ✓`,
  minRoundUnmet: (total: number, asked: number) =>
    `Round at ${money(total)} of the ${money(asked)} you asked for ✗`,
  leadMet: (name: string) => `Lead confirmed: ${name} ✓`,
  leadUnmet: 'No lead confirmed yet ✗',
  untilMet: (day: string) => `Valid until ${day} ✓`,
  untilPassedMet: (day: string) => `Valid until ${day}: passed with the other conditions met ✓`,
  untilUnmet: (day: string) => `Valid until ${day}: passed ✗`,
  // notices (bell and e-mail)
  noticeNew: (investor: string, amount: number, pitch: string) =>
    `${investor} committed ${money(amount)} to ${pitch}.`,
  noticeAmended: (investor: string, amount: number, pitch: string) =>
    `${investor} changed their commitment to ${pitch}: now ${money(amount)}.`,
  noticeWithdrawn: (investor: string, pitch: string) => `${investor} withdrew their commitment to ${pitch}.`,
  noticeAccepted: (pitch: string) => `Your commitment to ${pitch} was accepted.`,
  noticeDeclined: (pitch: string) => `Your commitment to ${pitch} was declined.`,
  noticeLapsedInvestor: (pitch: string, day: string) =>
    `Your commitment to ${pitch} lapsed: its conditions were not met by ${day}.`,
  noticeLapsedFounder: (investor: string, pitch: string) =>
    `${investor}'s commitment to ${pitch} lapsed: its conditions were not met in time.`,
  noticeLeadConfirmed: (lead: string, pitch: string) => `${lead} is confirmed as the lead of ${pitch}.`,
  noticeLeadOffer: (investor: string, pitch: string) => `${investor} offered to lead ${pitch}.`,
  noticeClosingIncluded: (pitch: string) => `The round of ${pitch} is closing, and your commitment is in it.`,
  noticeClosingNotIncluded: (pitch: string) =>
    `The round of ${pitch} is closing without your commitment (it was not accepted with its conditions met).`,
  noticeReopened: (pitch: string) => `The round of ${pitch} is open again.`,
  noticeAccountDeleted: (pitch: string) =>
    `An investor deleted their account; their commitment to ${pitch} is withdrawn.`,
} as const;

export { money as formatCommitmentAmount };
