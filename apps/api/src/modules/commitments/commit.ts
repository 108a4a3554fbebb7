import {
  type CommitmentStatus,
  type commitToPitch,
  type ParsedRequestOf,
  commitmentTexts as t,
} from '@angelbridge/contracts';
import type { Db } from '../../db/client.js';
import { inTransaction, isUniqueViolation } from '../../db/transaction.js';
import { AppError } from '../../http/app-error.js';
import { wakeJobWorkers } from '../../jobs/index.js';
import { type CommitWrite, makeRound, writeCommitment } from './commit.queries.js';
import { commitRefusal } from './commit-access.js';
import type { RoundNotice } from './commitment-notices.js';
import {
  addHistory,
  type CommitmentTerms,
  findCommitment,
  findPerson,
  findPitchAndPerson,
  lockCommitment,
  lockRound,
  type PersonFacts,
  updateCommitment,
  updateRound,
} from './commitments.queries.js';
import { nameOf } from './conditions.js';
import type { Actor, CommitmentsContext } from './context.js';
import { readCommitment, shapeCommitment } from './read-commitment.js';
import { recordRoundChange } from './round-audit.js';

const ENDED: readonly CommitmentStatus[] = ['declined', 'withdrawn', 'lapsed'];

export const commitmentNotFound = () =>
  new AppError('NOT_FOUND', t.commitmentNotFound, { errors: { commitment_id: t.commitmentNotFound } });

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
 * The busiest write of a round: its facts in one read, its change in one statement (writeCommitment), the
 * founder told by a job, and the answer shaped from the row the statement returned.
 */
export async function commit(
  context: CommitmentsContext,
  actor: Actor,
  input: ParsedRequestOf<typeof commitToPitch>,
) {
  const { db } = context;
  const { pitch, person: investor } = await findPitchAndPerson(db, input.pitch_id, actor.userId);
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
  const notice = (title: string, body: string): RoundNotice => ({
    to: 'founder',
    userId: pitch.owner_id,
    pitchId: pitch.id,
    title,
    body,
  });
  const name = nameOf(investor);
  const change = {
    pitchId: pitch.id,
    investorId: actor.userId,
    terms,
    requestId: actor.requestId,
    notices: {
      created: notice('New commitment', t.noticeNew(name, terms.amount, pitch.name_of_pitch)),
      amended: notice('Commitment changed', t.noticeAmended(name, terms.amount, pitch.name_of_pitch)),
    },
  };
  // a pitch's first commit makes its round, then runs again; of the same investor's two first commits at
  // once, the second finds the first's row when it runs again
  let done = await writeOnce(db, change);
  for (let tries = 1; done === 'again' && tries < 3; tries += 1) done = await writeOnce(db, change);
  if (done === 'again') throw new Error('the commit could not be written in three tries');
  const { outcome, row, enqueued, history } = done;
  const [commitment] = await Promise.all([
    shapeCommitment(context, { ...row, ...investorColumnsOf(investor) }, history),
    wakeJobWorkers(db, enqueued),
  ]);
  return { commitment, message: MESSAGES[outcome] };
}

/** One try of the commit's statement: 'again' when it should run once more. */
async function writeOnce(db: Db, change: CommitWrite) {
  try {
    const { outcome, row, enqueued, history } = await writeCommitment(db, change);
    if (outcome === 'closed') throw new AppError('CONFLICT', t.roundClosedForCommit);
    if (outcome === 'no-round') {
      await makeRound(db, change.pitchId);
      return 'again' as const;
    }
    if (!row) throw new Error(`the commit was ${outcome} without a row`);
    return { outcome, row, enqueued, history };
  } catch (error) {
    if (isUniqueViolation(error)) return 'again' as const;
    throw error;
  }
}

const investorColumnsOf = (p: PersonFacts) => ({
  first_name: p.first_name,
  last_name: p.last_name,
  company_or_organization: p.company_or_organization,
  photo: p.photo,
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
