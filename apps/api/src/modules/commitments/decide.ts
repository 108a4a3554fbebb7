import { type CommitmentDecision, commitmentTexts as t } from '@angelbridge/contracts';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../http/app-error.js';
import { commitmentNotFound } from './commit.js';
import {
  addHistory,
  findCommitment,
  findPitch,
  lockCommitment,
  lockRound,
  updateCommitment,
  updateRound,
} from './commitments.queries.js';
import { toTotals } from './conditions.js';
import type { Actor, CommitmentsContext } from './context.js';
import { readCommitment } from './read-commitment.js';
import { roundSums } from './round.queries.js';
import { recordRoundChange } from './round-audit.js';

/**
 * The founder accepts or declines a commitment on their pitch; an accepted one may still be declined until
 * the round closes. The round's row is locked for update first, as closeRound locks it: a decision that
 * waited for a close finds the round closing and is refused, so nothing is accepted after a close.
 * Deciding again what was already decided is a no-op; a declined commitment stays declined (the investor
 * may commit again, which starts a new one).
 */
export async function decide(
  context: CommitmentsContext,
  actor: Actor,
  input: { commitment_id: string; decision: CommitmentDecision; reason?: string | null | undefined },
) {
  const { db } = context;
  const seen = await findCommitment(db, input.commitment_id);
  // a stranger is told the commitment does not exist, as for the other owner-only calls
  if (!seen || seen.owner_id !== actor.userId) throw commitmentNotFound();
  const accept = input.decision === 'accept';
  const message = await inTransaction(db, async (tx) => {
    const round = await lockRound(tx, seen.pitch_id, 'update');
    const found = await lockCommitment(tx, input.commitment_id);
    if (!found) throw commitmentNotFound();
    if (round.state !== 'open') throw new AppError('CONFLICT', t.roundClosedForDecide);
    if (found.status === 'withdrawn' || found.status === 'lapsed')
      throw new AppError('CONFLICT', t.commitmentEnded);
    if (found.status === 'declined' && accept) throw new AppError('CONFLICT', t.alreadyDeclined);
    const to = accept ? 'accepted' : 'declined';
    if (found.status === to) return accept ? t.accepted : t.declined;
    const reason = input.reason ?? null;
    await updateCommitment(tx, found.id, { status: to, decision_reason: reason, decided: true });
    await addHistory(tx, found.id, { event: to, actor: 'founder', actorId: actor.userId, reason });
    if (!accept && round.lead_investor_id === found.investor_id) {
      await updateRound(tx, found.pitch_id, { lead_investor_id: null });
    }
    await recordRoundChange(tx, {
      actorId: actor.userId,
      action: accept ? 'acceptCommitment' : 'declineCommitment',
      targetType: 'commitment',
      targetId: found.id,
      reason,
      before: { status: found.status },
      after: { status: to },
      requestId: actor.requestId,
    });
    const reasonLine = reason ? ` Their reason: ${reason}` : '';
    await context.tell(tx, {
      to: 'investor',
      userId: found.investor_id,
      pitchId: found.pitch_id,
      title: accept ? 'Commitment accepted' : 'Commitment declined',
      body: (accept ? t.noticeAccepted : t.noticeDeclined)(found.name_of_pitch) + reasonLine,
    });
    return accept ? t.accepted : t.declined;
  });
  const [commitment, pitch, sums] = await Promise.all([
    readCommitment(context, input.commitment_id),
    findPitch(db, seen.pitch_id),
    roundSums(db, seen.pitch_id),
  ]);
  return { commitment, totals: toTotals(sums, { target: pitch?.target ?? 0 }), message };
}
