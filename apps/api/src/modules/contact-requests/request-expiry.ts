import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { contactRequests } from '../../db/schema/index.js';
import { inTransaction } from '../../db/transaction.js';
import type { OnAccessChange } from './access-change.js';

/**
 * The one rule of whether a request has expired, on the database's clock: it was allowed with an end
 * date, and that date has come. Every answer (the request rows, the access rule of allowed-contacts.ts,
 * the history's 'expired' step) reads this expression, so no two can disagree about the same moment.
 */
export const requestExpiredSql = sql<boolean>`(${contactRequests.status} = 'allow'
  and ${contactRequests.expiresAt} is not null and ${contactRequests.expiresAt} <= now())`;

/**
 * A `contact_requests` row gives access now: allowed and not expired. The one copy: grantsAccess below,
 * and every access rule of allowed-contacts.ts, read it.
 */
export const requestGrantsSql = sql<boolean>`(${contactRequests.status} = 'allow' and not ${requestExpiredSql})`;

/** Whether the request gives access now (requestGrantsSql on one row). */
export async function grantsAccess(db: Db, contactId: string): Promise<boolean> {
  const [row] = await queryRows<{ open: boolean }>(
    db,
    sql`select ${requestGrantsSql} as open
        from ${contactRequests} where ${contactRequests.id} = ${contactId}`,
  );
  return row?.open === true;
}

export type ExpiryScope = { investorId: string } | { ownerId: string } | { contactId: string };

/**
 * Access ends by the clock, not by a write; the first read after an expiry writes its 'expired' step
 * (dated when it expired, never before the allow's step) into the history, once per allow, and tells
 * `onAccessChange` (a conversation of the request becomes read-only) in the same transaction.
 */
export async function recordExpiries(
  { db, onAccessChange }: { db: Db; onAccessChange: OnAccessChange },
  scope: ExpiryScope,
): Promise<void> {
  const where =
    'investorId' in scope
      ? sql`investor_id = ${scope.investorId}`
      : 'ownerId' in scope
        ? sql`pitch_id in (select id from pitches where owner_id = ${scope.ownerId})`
        : sql`id = ${scope.contactId}`;
  await inTransaction(db, async (tx) => {
    const ended = await queryRows<{ id: string; pitch_id: string; investor_id: string; owner_id: string }>(
      tx,
      sql`
      with due as (
        update ${contactRequests} set expiry_recorded_at = now()
        where ${requestExpiredSql} and expiry_recorded_at is null and ${where}
        returning id, expires_at, pitch_id, investor_id
      ), steps as (
        insert into contact_request_events (contact_request_id, kind, expires_at, created_at)
        select id, 'expired', expires_at, greatest(expires_at, (
          -- just after the allow's own step: an allowance that expires at once still reads allowed, then expired
          select max(e.created_at) + interval '1 microsecond' from contact_request_events e
          where e.contact_request_id = due.id and e.kind = 'allowed'
        )) from due
        returning contact_request_id, created_at
      )
      select due.id, due.pitch_id, due.investor_id, p.owner_id,
        -- the step's own time: the steps below are dated after it, not after what is in the table yet
        (select s.created_at from steps s where s.contact_request_id = due.id) as at
      from due join pitches p on p.id = due.pitch_id`,
    );
    for (const row of ended) {
      await onAccessChange(tx, {
        contactRequestId: row.id,
        pitchId: row.pitch_id,
        investorId: row.investor_id,
        ownerId: row.owner_id,
        open: false,
      });
    }
  });
}
