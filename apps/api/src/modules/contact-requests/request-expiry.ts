import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contactRequests } from '../../db/schema/index.js';

/**
 * The one rule of whether a request has expired, on the database's clock: it was allowed with an end
 * date, and that date has come. Every answer (the request rows, the access rule of allowed-contacts.ts,
 * the history's 'expired' step) reads this expression, so no two can disagree about the same moment.
 */
export const requestExpiredSql = sql<boolean>`(${contactRequests.status} = 'allow'
  and ${contactRequests.expiresAt} is not null and ${contactRequests.expiresAt} <= now())`;

export type ExpiryScope = { investorId: string } | { ownerId: string } | { contactId: string };

/**
 * Access ends by the clock, not by a write; the first read after an expiry writes its 'expired' step
 * (dated when it expired, never before the allow's step) into the history, once per allow.
 */
export async function recordExpiries(db: Db, scope: ExpiryScope): Promise<void> {
  const where =
    'investorId' in scope
      ? sql`investor_id = ${scope.investorId}`
      : 'ownerId' in scope
        ? sql`pitch_id in (select id from pitches where owner_id = ${scope.ownerId})`
        : sql`id = ${scope.contactId}`;
  await db.execute(sql`
    with due as (
      update ${contactRequests} set expiry_recorded_at = now()
      where ${requestExpiredSql} and expiry_recorded_at is null and ${where}
      returning id, expires_at
    )
    insert into contact_request_events (contact_request_id, kind, expires_at, created_at)
    select id, 'expired', expires_at, greatest(expires_at, (
      -- just after the allow's own step: an allowance that expires at once still reads allowed, then expired
      select max(e.created_at) + interval '1 microsecond' from contact_request_events e
      where e.contact_request_id = due.id and e.kind = 'allowed'
    )) from due`);
}
