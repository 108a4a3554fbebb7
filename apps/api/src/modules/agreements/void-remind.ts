import { AGREEMENT_REMINDER_HOURS, agreementTexts as t } from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError, fieldError } from '../../http/app-error.js';
import { recordAgreementChange } from './agreement-audit.js';
import { agreementNotFound } from './agreement-errors.js';
import type { Actor, AgreementsContext } from './context.js';
import { type LockedAgreement, lockAgreement } from './sign.queries.js';

const conflict = (message: string) => fieldError('CONFLICT', 'agreement_id', message);

/** The founder's agreement, locked; a party who is not its founder, and anyone else, is told it does not exist. */
async function foundersAgreement(tx: Db, agreementId: string, founderId: string): Promise<LockedAgreement> {
  const row = await lockAgreement(tx, agreementId, founderId, AGREEMENT_REMINDER_HOURS);
  if (!row || row.founder_id !== founderId) throw agreementNotFound();
  return row;
}

/** Voids one agreement in the caller's transaction and tells the investor (the founder's void, or the system's). */
async function voidIn(
  context: AgreementsContext,
  tx: Db,
  row: LockedAgreement,
  voided: { by: string | null; reason: string; notice: string; actorId: string; requestId: string },
) {
  await tx.execute(
    sql`update agreements set status = 'voided', voided_at = now(), void_reason = ${voided.reason},
          voided_by = ${voided.by}
        where id = ${row.id}`,
  );
  await recordAgreementChange(tx, {
    actorId: voided.actorId,
    action: 'voidAgreement',
    targetType: 'agreement',
    targetId: row.id,
    reason: voided.reason,
    before: { status: row.status },
    after: { status: 'voided', by: voided.by === null ? 'system' : 'founder' },
    requestId: voided.requestId,
  });
  await context.tell.tell(tx, {
    to: 'investor',
    userId: row.investor_id,
    agreementId: row.id,
    title: 'Agreement voided',
    body: voided.notice,
    reason: voided.by === null ? null : voided.reason,
    mailKey: `agreement-voided:${row.id}`,
  });
}

/** The founder voids an agreement before it is completed (once both have signed, it is too late). */
export async function voidAgreement(
  context: AgreementsContext,
  actor: Actor,
  agreementId: string,
  reason: string,
) {
  await inTransaction(context.db, async (tx) => {
    const row = await foundersAgreement(tx, agreementId, actor.userId);
    if (row.status === 'voided') throw conflict(t.alreadyVoided);
    if (row.status === 'completed' || row.signed_roles.includes('founder')) throw conflict(t.voidTooLate);
    await voidIn(context, tx, row, {
      by: actor.userId,
      reason,
      notice: t.noticeVoided(row.name_of_pitch, reason),
      actorId: actor.userId,
      requestId: actor.requestId,
    });
  });
}

/** The founder reminds the party whose signature is awaited; at most once a day per agreement. */
export async function remindAgreement(context: AgreementsContext, actor: Actor, agreementId: string) {
  await inTransaction(context.db, async (tx) => {
    const row = await foundersAgreement(tx, agreementId, actor.userId);
    const awaited =
      row.status === 'awaiting_investor' ? 'investor' : row.status === 'awaiting_founder' ? 'founder' : null;
    if (!awaited || row.signed_roles.includes(awaited)) throw conflict(t.remindNothing);
    if (row.remind_wait > 0) {
      throw new AppError('TOO_MANY_REQUESTS', t.remindTooSoon, {
        errors: { agreement_id: t.remindTooSoon },
        retryAfter: row.remind_wait,
      });
    }
    const [stamp] = await queryRows<{ at: string }>(
      tx,
      sql`update agreements set last_reminded_at = now() where id = ${row.id} returning last_reminded_at::text as at`,
    );
    await recordAgreementChange(tx, {
      actorId: actor.userId,
      action: 'remindAgreement',
      targetType: 'agreement',
      targetId: row.id,
      after: { reminded: awaited },
      requestId: actor.requestId,
    });
    await context.tell.tell(tx, {
      to: awaited,
      userId: awaited === 'investor' ? row.investor_id : row.founder_id,
      agreementId: row.id,
      title: 'Agreement awaiting your signature',
      body: t.noticeReminder(row.name_of_pitch),
      mailKey: `agreement-remind:${row.id}:${stamp?.at ?? ''}`,
    });
  });
}

/**
 * Reopening a round (commitments' /reopenRound, in its transaction, with the round row locked): refused
 * once any agreement of the pitch is signed by anyone; before that, the awaiting agreements are voided by
 * the system and their investors told.
 */
export async function beforeRoundReopens(context: AgreementsContext, tx: Db, pitchId: string, actor: Actor) {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`select a.id from agreements a where a.pitch_id = ${pitchId} and a.status <> 'voided'
        order by a.id for update`,
  );
  const signed = await queryRows(
    tx,
    sql`select 1 from agreement_signatures s join agreements a on a.id = s.agreement_id
        where a.pitch_id = ${pitchId} and a.status <> 'voided' limit 1`,
  );
  if (signed.length > 0) throw fieldError('CONFLICT', 'pitch_id', t.reopenAfterSigning);
  for (const { id } of rows) {
    const row = await lockAgreement(tx, id, null);
    if (!row) continue;
    await voidIn(context, tx, row, {
      by: null,
      reason: t.voidReasonReopened,
      notice: t.noticeVoidedReopened(row.name_of_pitch),
      actorId: actor.userId,
      requestId: actor.requestId,
    });
  }
}
