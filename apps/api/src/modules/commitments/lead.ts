import { type LeadOffer, type RoundLead, commitmentTexts as t } from '@angelbridge/contracts';
import type { Db } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../http/app-error.js';
import { commitRefusal } from './commit-access.js';
import {
  findLiveCommitment,
  findPerson,
  findPitch,
  lockRound,
  readRound,
  updateRound,
} from './commitments.queries.js';
import { nameOf } from './conditions.js';
import type { Actor, CommitmentsContext } from './context.js';
import { findLeadOffer, type LeadOfferRow, upsertLeadOffer } from './lead.queries.js';
import { ownedPitch } from './owned-pitch.js';
import { liveInvestorsOf } from './round.queries.js';
import { recordRoundChange } from './round-audit.js';

export const toLeadOffer = (row: LeadOfferRow): LeadOffer => ({
  pitch_id: row.pitch_id,
  investor_id: row.investor_id,
  name: nameOf(row),
  memo: row.memo,
  conflicts: row.conflicts,
  confirmed: row.confirmed,
  created_at: new Date(row.created_at).toISOString(),
  updated_at: new Date(row.updated_at).toISOString(),
});

/** The round's confirmed lead with their memo and conflicts; null without one. */
export async function currentLead(db: Db, pitchId: string, leadId: string | null): Promise<RoundLead | null> {
  if (!leadId) return null;
  const offer = await findLeadOffer(db, pitchId, leadId);
  if (!offer) return null;
  return { investor_id: leadId, name: nameOf(offer), memo: offer.memo, conflicts: offer.conflicts };
}

/** An investor with a live commitment offers to lead (or rewrites their offer) while the round is open. */
export async function offerToLead(
  context: CommitmentsContext,
  actor: Actor,
  input: { pitch_id: string; memo: string; conflicts: string },
) {
  const { db } = context;
  const [pitch, investor] = await Promise.all([findPitch(db, input.pitch_id), findPerson(db, actor.userId)]);
  const refusal = commitRefusal(pitch, investor, actor.userId);
  if (refusal || !pitch || !investor) {
    throw refusal?.message === t.ownPitch
      ? new AppError('BAD_REQUEST', t.ownPitchLead, { errors: { pitch_id: t.ownPitchLead } })
      : refusal;
  }
  await inTransaction(db, async (tx) => {
    const round = await lockRound(tx, pitch.id, 'share');
    if (round.state !== 'open') throw new AppError('CONFLICT', t.roundClosedForLead);
    if (!(await findLiveCommitment(tx, pitch.id, actor.userId))) {
      throw new AppError('FORBIDDEN', t.noLiveCommitment, { errors: { pitch_id: t.noLiveCommitment } });
    }
    const before = await findLeadOffer(tx, pitch.id, actor.userId);
    await upsertLeadOffer(tx, pitch.id, actor.userId, input.memo, input.conflicts);
    await recordRoundChange(tx, {
      actorId: actor.userId,
      action: 'offerToLead',
      targetType: 'round',
      targetId: pitch.id,
      before: before ? { memo: before.memo, conflicts: before.conflicts } : null,
      after: { memo: input.memo, conflicts: input.conflicts },
      requestId: actor.requestId,
    });
    await context.tell(tx, {
      to: 'founder',
      userId: pitch.owner_id,
      pitchId: pitch.id,
      title: 'Offer to lead',
      body: t.noticeLeadOffer(nameOf(investor), pitch.name_of_pitch),
    });
  });
  const offer = await findLeadOffer(db, pitch.id, actor.userId);
  if (!offer) throw new Error('lead offer vanished');
  return toLeadOffer(offer);
}

/**
 * The founder confirms the round's one lead (an investor who offered and still has a live commitment), or
 * removes the lead with null. A second lead while one is confirmed is refused: remove the first.
 */
export async function confirmLead(
  context: CommitmentsContext,
  actor: Actor,
  input: { pitch_id: string; investor_id: string | null },
) {
  const { db } = context;
  const pitch = await ownedPitch(db, input.pitch_id, actor.userId);
  const audit = {
    actorId: actor.userId,
    targetType: 'round' as const,
    targetId: pitch.id,
    requestId: actor.requestId,
  };
  const lead = input.investor_id;
  await inTransaction(db, async (tx) => {
    const round = await lockRound(tx, pitch.id, 'update');
    if (round.state !== 'open') throw new AppError('CONFLICT', t.roundClosedForLead);
    if (lead === null) {
      if (round.lead_investor_id === null) return;
      await updateRound(tx, pitch.id, { lead_investor_id: null });
      await recordRoundChange(tx, {
        ...audit,
        action: 'removeLead',
        before: { lead: round.lead_investor_id },
      });
      return;
    }
    if (round.lead_investor_id === lead) return;
    if (round.lead_investor_id !== null) {
      throw new AppError('CONFLICT', t.leadTaken, { errors: { investor_id: t.leadTaken } });
    }
    const [offer, live] = await Promise.all([
      findLeadOffer(tx, pitch.id, lead),
      findLiveCommitment(tx, pitch.id, lead),
    ]);
    if (!offer || !live)
      throw new AppError('BAD_REQUEST', t.noLeadOffer, { errors: { investor_id: t.noLeadOffer } });
    await updateRound(tx, pitch.id, { lead_investor_id: lead });
    await recordRoundChange(tx, { ...audit, action: 'confirmLead', before: { lead: null }, after: { lead } });
    // every investor in the round hears it: a lead may be what their commitment waits for
    const body = t.noticeLeadConfirmed(nameOf(offer), pitch.name_of_pitch);
    for (const investorId of await liveInvestorsOf(tx, pitch.id)) {
      await context.tell(tx, {
        to: 'investor',
        userId: investorId,
        pitchId: pitch.id,
        title: 'Lead confirmed',
        body,
      });
    }
  });
  const round = await readRound(db, pitch.id);
  return {
    lead: await currentLead(db, pitch.id, round.lead_investor_id),
    message: lead ? t.leadConfirmed : t.leadRemoved,
  };
}
