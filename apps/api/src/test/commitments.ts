/**
 * Test helpers for commitments and the round (issue 32): a pitch with the round's figures, and the calls
 * by who makes them. Tests only; nothing in the app imports this file.
 */
import {
  closeRound,
  commitToPitch,
  confirmLead,
  decideCommitment,
  getPitchCommitments,
  getPitchRound,
  offerToLead,
  setRoundVisibility,
  utcToday,
  withdrawCommitment,
} from '@angelbridge/contracts';
import type { TestApp } from './harness.js';
import { anEntrepreneur, aPublishedPitch, type Person } from './pitches.js';

/** A round's figures as in the example: C$250,000 asked, C$5,000 at least per investor. */
export const TARGET = 250_000;
export const MIN_PER_INVESTOR = 5_000;

/** A founder and their published pitch with the round's figures. */
let rounds = 0;
export async function aFounderWithPitch(t: TestApp, name = 'Fay') {
  const founder = await anEntrepreneur(t, name);
  const pitchName = `Round Works ${++rounds}`;
  const pitchId = await aPublishedPitch(t, founder, {
    name: pitchName,
    target: TARGET,
    minPerInvestor: MIN_PER_INVESTOR,
  });
  return { founder, pitchId, pitchName };
}

/** YYYY-MM-DD, `days` from today (UTC). */
export const dayFromToday = (days: number) =>
  new Date(Date.parse(`${utcToday()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The calls of the round, each by the person who makes it. */
export function roundCalls(t: TestApp) {
  const as = (who: Person) => ({ token: who.token });
  return {
    commit: (who: Person, pitch_id: string, amount: unknown, more: object = {}) =>
      t.call(commitToPitch, { pitch_id, amount, ...more }, as(who)),
    withdraw: (who: Person, commitment_id: string) => t.call(withdrawCommitment, { commitment_id }, as(who)),
    decide: (who: Person, commitment_id: string, decision: string, reason?: string) =>
      t.call(decideCommitment, { commitment_id, decision, ...(reason ? { reason } : {}) }, as(who)),
    offer: (
      who: Person,
      pitch_id: string,
      memo = 'I led two seed rounds in this space.',
      conflicts = 'None',
    ) => t.call(offerToLead, { pitch_id, memo, conflicts }, as(who)),
    confirm: (who: Person, pitch_id: string, investor_id: string | null) =>
      t.call(confirmLead, { pitch_id, investor_id }, as(who)),
    show: (who: Person, pitch_id: string, show_progress: boolean) =>
      t.call(setRoundVisibility, { pitch_id, show_progress }, as(who)),
    close: (who: Person, pitch_id: string) => t.call(closeRound, { pitch_id }, as(who)),
    board: (who: Person, pitch_id: string, more: object = {}) =>
      t.call(getPitchCommitments, { pitch_id, ...more }, as(who)),
    round: (who: Person, pitch_id: string) => t.call(getPitchRound, { pitch_id }, as(who)),
  };
}
