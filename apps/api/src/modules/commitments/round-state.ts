import { commitmentTexts as t } from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../http/app-error.js';
import { lockRound, moveStatuses, readRound, updateRound } from './commitments.queries.js';
import { toTotals } from './conditions.js';
import type { Actor, CommitmentsContext } from './context.js';
import { ownedPitch } from './owned-pitch.js';
import { conditionsMetSql, liveInvestorsOf, roundSums } from './round.queries.js';
import { recordRoundChange } from './round-audit.js';
import { toRound } from './round-view.js';

/** The founder shows or hides the round's progress on the pitch page. */
export async function setVisibility(
  context: CommitmentsContext,
  actor: Actor,
  pitchId: string,
  show: boolean,
) {
  const { db } = context;
  const pitch = await ownedPitch(db, pitchId, actor.userId);
  await inTransaction(db, async (tx) => {
    const round = await lockRound(tx, pitch.id, 'update');
    if (round.show_progress === show) return;
    await updateRound(tx, pitch.id, { show_progress: show });
    await recordRoundChange(tx, {
      actorId: actor.userId,
      action: 'setRoundVisibility',
      targetType: 'round',
      targetId: pitch.id,
      before: { show_progress: round.show_progress },
      after: { show_progress: show },
      requestId: actor.requestId,
    });
  });
  return toRound(await readRound(db, pitch.id));
}

/**
 * Closes the round: the accepted commitments whose conditions are met become `closing` (those the
 * agreements will sign), the round's state `closing`; every other live investor is told they are not in.
 * The round row is locked for update first, so no decision or commitment lands meanwhile.
 */
export async function closeRound(context: CommitmentsContext, actor: Actor, pitchId: string) {
  const { db } = context;
  const pitch = await ownedPitch(db, pitchId, actor.userId);
  const result = await inTransaction(db, async (tx) => {
    const round = await lockRound(tx, pitch.id, 'update');
    if (round.state === 'closing') throw new AppError('CONFLICT', t.roundAlreadyClosing);
    const sums = await roundSums(tx, pitch.id);
    const met = conditionsMetSql(sql`${sums.accepted}`, sql`${round.lead_investor_id !== null}`);
    const included = await moveStatuses(
      tx,
      pitch.id,
      { status: 'accepted', conditionsMet: met },
      'closing',
      'closing',
      actor.userId,
    );
    if (included.length === 0) throw new AppError('CONFLICT', t.nothingToClose);
    await updateRound(tx, pitch.id, { state: 'closing', closed: true });
    await context.hooks.afterClose(tx, pitch.id, actor);
    const left = await liveInvestorsOf(tx, pitch.id, ['indicated', 'accepted']);
    await recordRoundChange(tx, {
      actorId: actor.userId,
      action: 'closeRound',
      targetType: 'round',
      targetId: pitch.id,
      before: { state: 'open' },
      after: { state: 'closing', included: included.length, not_included: left.length },
      requestId: actor.requestId,
    });
    for (const investorId of await liveInvestorsOf(tx, pitch.id, ['closing'])) {
      await context.tell(tx, {
        to: 'investor',
        userId: investorId,
        pitchId: pitch.id,
        title: 'Round closing',
        body: t.noticeClosingIncluded(pitch.name_of_pitch),
      });
    }
    for (const investorId of left) {
      await context.tell(tx, {
        to: 'investor',
        userId: investorId,
        pitchId: pitch.id,
        title: 'Round closing',
        body: t.noticeClosingNotIncluded(pitch.name_of_pitch),
      });
    }
    return { included: included.length, not_included: left.length };
  });
  const [round, sums] = await Promise.all([readRound(db, pitch.id), roundSums(db, pitch.id)]);
  return { round: toRound(round), ...result, totals: toTotals(sums, pitch) };
}

/** Opens a closing round again (until an agreement is signed): its closing commitments become accepted. */
export async function reopenRound(context: CommitmentsContext, actor: Actor, pitchId: string) {
  const { db } = context;
  const pitch = await ownedPitch(db, pitchId, actor.userId);
  await inTransaction(db, async (tx) => {
    const round = await lockRound(tx, pitch.id, 'update');
    if (round.state !== 'closing') throw new AppError('CONFLICT', t.roundNotClosing);
    await context.hooks.beforeReopen(tx, pitch.id, actor);
    const reopened = await moveStatuses(
      tx,
      pitch.id,
      { status: 'closing' },
      'accepted',
      'reopened',
      actor.userId,
    );
    await updateRound(tx, pitch.id, { state: 'open', closed: false });
    await recordRoundChange(tx, {
      actorId: actor.userId,
      action: 'reopenRound',
      targetType: 'round',
      targetId: pitch.id,
      before: { state: 'closing' },
      after: { state: 'open', reopened: reopened.length },
      requestId: actor.requestId,
    });
    for (const investorId of await liveInvestorsOf(tx, pitch.id)) {
      await context.tell(tx, {
        to: 'investor',
        userId: investorId,
        pitchId: pitch.id,
        title: 'Round open again',
        body: t.noticeReopened(pitch.name_of_pitch),
      });
    }
  });
  const [round, sums] = await Promise.all([readRound(db, pitch.id), roundSums(db, pitch.id)]);
  return { round: toRound(round), totals: toTotals(sums, pitch) };
}
