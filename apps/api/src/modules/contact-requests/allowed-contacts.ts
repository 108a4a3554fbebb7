import { type AnyColumn, and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contactRequests, pitches } from '../../db/schema/index.js';
import { publicPitchWhere } from '../pitches/index.js';
import { requestGrantsSql } from './request-expiry.js';

/**
 * The one rule of who may see a pitch's contact details (team e-mail and phone): an investor whose
 * request for that pitch the owner allowed, not expired, while the pitch is publicly visible. Every
 * answer that carries such details (this module's, and the public-profile privacy rule of discovery)
 * asks here. Use it in a query that joins `contact_requests` with `pitches`.
 */
export function contactAccessWhere(investorId: string): SQL {
  return and(eq(contactRequests.investorId, investorId), requestGrantsSql, publicPitchWhere) as SQL;
}

/**
 * Whether the investor's request for the pitch is allowed and unexpired, as a condition on two columns
 * of the caller's query (a conversation's pitch and investor): the pitch's visibility is not part of it,
 * so the talk an owner allowed goes on while the pitch is hidden. The same expiry rule as above.
 */
export function requestAllowedSql(pitchId: SQL | AnyColumn, investorId: SQL | AnyColumn): SQL {
  return sql`exists (select 1 from ${contactRequests}
    where ${contactRequests.pitchId} = ${pitchId} and ${contactRequests.investorId} = ${investorId}
      and ${requestGrantsSql})`;
}

/**
 * requestAllowedSql on a `contact_requests` row the caller's query has left-joined on the pair (no row:
 * false): a list of hundreds of conversations joins once instead of looking up per row.
 */
export const joinedRequestAllowedSql = sql`coalesce(${requestGrantsSql}, false)`;

async function anyAccess(db: Db, investorId: string, where: SQL): Promise<boolean> {
  const rows = await db
    .select({ id: contactRequests.id })
    .from(contactRequests)
    .innerJoin(pitches, eq(pitches.id, contactRequests.pitchId))
    .where(and(contactAccessWhere(investorId), where))
    .limit(1);
  return rows.length > 0;
}

/** May this caller (an investor's id, or undefined for a guest) see this pitch's team contacts? */
export function mayInvestorSeePitchContacts(
  db: Db,
  investorId: string | undefined,
  pitchId: string,
): Promise<boolean> {
  if (!investorId) return Promise.resolve(false);
  return anyAccess(db, investorId, eq(pitches.id, pitchId));
}

/** May this caller see the contact details of this entrepreneur: allowed on one of their pitches? */
export function mayInvestorSeeOwnerContacts(
  db: Db,
  investorId: string | undefined,
  ownerId: string,
): Promise<boolean> {
  if (!investorId) return Promise.resolve(false);
  return anyAccess(db, investorId, eq(pitches.ownerId, ownerId));
}
