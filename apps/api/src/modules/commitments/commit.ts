import {
  type CommitmentStatus,
  type commitToPitch,
  type ParsedRequestOf,
  commitmentTexts as t,
} from '@angelbridge/contracts';
import type { Db } from '../../db/client.js';
import { inTransaction, isUniqueViolation } from '../../db/transaction.js';
import { AppError } from '../../http/app-error.js';
import { commitRefusal } from './commit-access.js';
import {
  addHistory,
  type CommitmentTerms,
  findCommitment,
  findLiveCommitment,
  findPerson,
  findPitch,
  insertCommitment,
  lockCommitment,
  lockRound,
  updateCommitment,
  updateRound,
} from './commitments.queries.js';
import { nameOf } from './conditions.js';
import type { Actor, CommitmentsContext } from './context.js';
import { scheduleLapse } from './lapse-job.js';
import { readCommitment } from './read-commitment.js';
import { recordRoundChange } from './round-audit.js';

const ENDED: readonly CommitmentStatus[] = ['declined', 'withdrawn', 'lapsed'];

export const commitmentNotFound = () =>
  new AppError('NOT_FOUND', t.commitmentNotFound, { errors: { commitment_id: t.commitmentNotFound } });

const sameTerms = (a: CommitmentTerms, b: CommitmentTerms) =>
  a.amount === b.amount &&
  a.min_round_total === b.min_round_total &&
  a.requires_lead === b.requires_lead &&
  a.until === b.until;

type Outcome = 'created' | 'amended' | 'reaccept' | 'unchanged';
const MESSAGES: Record<Outcome, string> = {
  created: t.committed,
  amended: t.amended,
  reaccept: t.amendedBackToIndicated,
  unchanged: t.unchanged,
};

/**
 * Commits, or amends the investor's live commitment (one per pitch). A call states the whole commitment:
 * conditions left out are no conditions, a note left out is no note. An amendment of the amount or the
 * conditions of an accepted commitment returns it to `indicated`: the founder accepted those terms, not
 * the new ones, so they accept again (docs/spec-notes.md); a changed note alone keeps the decision.
 */
export async function commit(
  context: CommitmentsContext,
  actor: Actor,
  input: ParsedRequestOf<typeof commitToPitch>,
) {
  const { db } = context;
  const [pitch, investor] = await Promise.all([findPitch(db, input.pitch_id), findPerson(db, actor.userId)]);
  const refusal = commitRefusal(pitch, investor, actor.userId);
  if (refusal || !pitch || !investor) throw refusal;
  if (input.amount < pitch.min_per_investor || input.amount > pitch.target) {
    const message = t.amountRange(pitch.min_per_investor, pitch.target);
    throw new AppError('BAD_REQUEST', message, { errors: { amount: message } });
  }
  const terms: CommitmentTerms = {
    amount: input.amount,
    min_round_total: input.conditions?.min_round_total ?? null,
    requires_lead: input.conditions?.requires_lead ?? false,
    until: input.conditions?.until ?? null,
    note: input.note ?? null,
  };
  const write = () =>
    inTransaction(db, async (tx) => {
      const round = await lockRound(tx, pitch.id, 'share');
      if (round.state !== 'open') throw new AppError('CONFLICT', t.roundClosedForCommit);
      const live = await findLiveCommitment(tx, pitch.id, actor.userId);
      let id: string;
      let outcome: Outcome;
      if (!live) {
        id = (await insertCommitment(tx, pitch.id, actor.userId, terms)).id;
        outcome = 'created';
        await addHistory(tx, id, { event: 'created', actor: 'investor', actorId: actor.userId });
      } else {
        id = live.id;
        const termsChanged = !sameTerms(live, terms);
        if (!termsChanged && live.note === terms.note) return { id, outcome: 'unchanged' as Outcome };
        const backToIndicated = termsChanged && live.status === 'accepted';
        outcome = backToIndicated ? 'reaccept' : 'amended';
        await updateCommitment(tx, id, {
          ...terms,
          ...(backToIndicated ? { status: 'indicated' as const, decision_reason: null } : {}),
        });
        await addHistory(tx, id, { event: 'amended', actor: 'investor', actorId: actor.userId });
      }
      if (terms.until && terms.until !== live?.until) await scheduleLapse(tx, id, terms.until);
      await recordRoundChange(tx, {
        actorId: actor.userId,
        action: outcome === 'created' ? 'commitToPitch' : 'amendCommitment',
        targetType: 'commitment',
        targetId: id,
        before: live ? { ...pick(live), status: live.status } : null,
        after: { ...terms, status: outcome === 'reaccept' ? 'indicated' : (live?.status ?? 'indicated') },
        requestId: actor.requestId,
      });
      const name = nameOf(investor);
      await context.tell(tx, {
        to: 'founder',
        userId: pitch.owner_id,
        pitchId: pitch.id,
        title: outcome === 'created' ? 'New commitment' : 'Commitment changed',
        body: (outcome === 'created' ? t.noticeNew : t.noticeAmended)(
          name,
          terms.amount,
          pitch.name_of_pitch,
        ),
      });
      return { id, outcome };
    });
  let done: { id: string; outcome: Outcome };
  try {
    done = await write();
  } catch (error) {
    // the same investor's two first commits at once: the second finds the first's row once it retries
    if (!isUniqueViolation(error)) throw error;
    done = await write();
  }
  return { commitment: await readCommitment(context, done.id), message: MESSAGES[done.outcome] };
}

const pick = (row: CommitmentTerms) => ({
  amount: row.amount,
  min_round_total: row.min_round_total,
  requires_lead: row.requires_lead,
  until: row.until,
  note: row.note,
});

/** The investor takes their live commitment back, until the round closes. */
export async function withdraw(context: CommitmentsContext, actor: Actor, commitmentId: string) {
  const { db } = context;
  const seen = await findCommitment(db, commitmentId);
  if (!seen || seen.investor_id !== actor.userId) throw commitmentNotFound();
  await inTransaction(db, async (tx) => {
    const round = await lockRound(tx, seen.pitch_id, 'update');
    const found = await lockCommitment(tx, commitmentId);
    if (!found) throw commitmentNotFound();
    if (ENDED.includes(found.status)) throw new AppError('CONFLICT', t.commitmentEnded);
    if (round.state !== 'open') throw new AppError('CONFLICT', t.roundClosedForWithdraw);
    await endCommitment(context, tx, { ...found, lead: round.lead_investor_id }, actor);
  });
  return readCommitment(context, commitmentId);
}

/** Withdraws one locked live commitment: history, lead, audit, the founder told. */
export async function endCommitment(
  context: CommitmentsContext,
  tx: Db,
  found: {
    id: string;
    pitch_id: string;
    investor_id: string;
    owner_id: string;
    name_of_pitch: string;
    status: string;
    lead: string | null;
  },
  actor: Actor,
  body?: string,
): Promise<void> {
  await updateCommitment(tx, found.id, { status: 'withdrawn' });
  await addHistory(tx, found.id, { event: 'withdrawn', actor: 'investor', actorId: actor.userId });
  if (found.lead === found.investor_id) await updateRound(tx, found.pitch_id, { lead_investor_id: null });
  await recordRoundChange(tx, {
    actorId: actor.userId,
    action: 'withdrawCommitment',
    targetType: 'commitment',
    targetId: found.id,
    before: { status: found.status },
    after: { status: 'withdrawn' },
    requestId: actor.requestId,
  });
  const investor = await findPerson(tx, found.investor_id);
  await context.tell(tx, {
    to: 'founder',
    userId: found.owner_id,
    pitchId: found.pitch_id,
    title: 'Commitment withdrawn',
    body: body ?? t.noticeWithdrawn(investor ? nameOf(investor) : 'An investor', found.name_of_pitch),
  });
}
