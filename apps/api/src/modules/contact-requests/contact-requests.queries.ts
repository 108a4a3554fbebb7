import type { ContactEventKind } from '@angelbridge/contracts';
import { and, asc, count, desc, eq, getTableColumns, gte, ne, type SQL, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import {
  contactRequestEvents,
  contactRequests,
  pitches,
  pitchTeamMembers,
  users,
} from '../../db/schema/index.js';
import { pitchWithdrawnSql } from '../pitches/index.js';
import { requestExpiredSql, requestGrantsSql } from './request-expiry.js';

export type StoredStatus = (typeof contactRequests.$inferSelect)['status'];
/**
 * A stored request, whether it has expired and whether it gives access now (request-expiry.ts: the
 * database's clock decides both, so the answers the web reads never disagree with the access rule).
 */
export type RequestRecord = typeof contactRequests.$inferSelect & { expired: boolean; allowed: boolean };

const requestColumns = {
  ...getTableColumns(contactRequests),
  expired: requestExpiredSql,
  allowed: requestGrantsSql,
};

export interface PitchFacts {
  id: string;
  ownerId: string;
  isHidden: boolean;
  draft: boolean;
  withdrawn: boolean;
  nameOfPitch: string;
}

export async function findPitch(db: Db, pitchId: string): Promise<PitchFacts | null> {
  const [row] = await db
    .select({
      id: pitches.id,
      ownerId: pitches.ownerId,
      isHidden: pitches.isHidden,
      draft: pitches.draft,
      withdrawn: sql<boolean>`${pitchWithdrawnSql}`,
      nameOfPitch: pitches.nameOfPitch,
    })
    .from(pitches)
    .where(eq(pitches.id, pitchId));
  return row ?? null;
}

export interface Person {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

export async function findPerson(db: Db, userId: string): Promise<Person | null> {
  const [row] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function findRequestOf(db: Db, investorId: string, pitchId: string) {
  const [row] = await db
    .select(requestColumns)
    .from(contactRequests)
    .where(and(eq(contactRequests.investorId, investorId), eq(contactRequests.pitchId, pitchId)));
  return row ?? null;
}

function requestWithOwner(db: Db, contactId: string) {
  return db
    .select({ request: contactRequests, ownerId: pitches.ownerId, nameOfPitch: pitches.nameOfPitch })
    .from(contactRequests)
    .innerJoin(pitches, eq(pitches.id, contactRequests.pitchId))
    .where(eq(contactRequests.id, contactId));
}

/** The request with this id and its pitch's owner. */
export async function findRequest(db: Db, contactId: string) {
  const [row] = await requestWithOwner(db, contactId);
  return row ?? null;
}

/** The same, locked for the rest of the transaction. */
export async function lockRequest(tx: Db, contactId: string) {
  const [row] = await requestWithOwner(tx, contactId).for('update', { of: contactRequests });
  return row ?? null;
}

/** A new request, or null when the investor already has one for the pitch (then lock and read it). */
export async function insertRequest(tx: Db, investorId: string, pitchId: string, note: string | null) {
  const [row] = await tx
    .insert(contactRequests)
    .values({ investorId, pitchId, note })
    .onConflictDoNothing({ target: [contactRequests.investorId, contactRequests.pitchId] })
    .returning();
  return row ?? null;
}

export async function lockRequestOf(tx: Db, investorId: string, pitchId: string) {
  const [row] = await tx
    .select(requestColumns)
    .from(contactRequests)
    .where(and(eq(contactRequests.investorId, investorId), eq(contactRequests.pitchId, pitchId)))
    .for('update');
  return row ?? null;
}

/** `values` may be SQL (`now()`): the dates of a request are the database's. */
export async function updateRequest(
  tx: Db,
  id: string,
  values: Omit<PgUpdateSetSource<typeof contactRequests>, 'id' | 'pitchId' | 'investorId' | 'createdAt'>,
): Promise<typeof contactRequests.$inferSelect> {
  const [row] = await tx
    .update(contactRequests)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(contactRequests.id, id))
    .returning();
  if (!row) throw new Error('contact request vanished inside its transaction');
  return row;
}

export async function addEvent(
  tx: Db,
  event: {
    contactRequestId: string;
    kind: ContactEventKind;
    actorId: string | null;
    note?: string | null;
    reason?: string | null;
    expiresAt?: Date | null;
  },
): Promise<void> {
  await tx.insert(contactRequestEvents).values(event);
}

/** How many requests this investor made in the last hour: a limit on how often owners are disturbed. */
export async function countRequestsInLastHour(db: Db, investorId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(contactRequestEvents)
    .where(
      and(
        eq(contactRequestEvents.actorId, investorId),
        eq(contactRequestEvents.kind, 'requested'),
        gte(contactRequestEvents.createdAt, sql`now() - interval '1 hour'`),
      ),
    );
  return row?.n ?? 0;
}

/** Whether contacts were already unlocked since the request was last allowed. */
export async function unlockedSince(db: Db, contactId: string, since: Date): Promise<boolean> {
  const rows = await db
    .select({ id: contactRequestEvents.id })
    .from(contactRequestEvents)
    .where(
      and(
        eq(contactRequestEvents.contactRequestId, contactId),
        eq(contactRequestEvents.kind, 'contacts_unlocked'),
        gte(contactRequestEvents.createdAt, since),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

const rowColumns = {
  request: requestColumns,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  nameOfPitch: pitches.nameOfPitch,
  pitchIsHidden: pitches.isHidden,
  pitchDraft: pitches.draft,
  pitchWithdrawn: sql<boolean>`${pitchWithdrawnSql}`,
};

export type ListedRequest = {
  request: RequestRecord;
  firstName: string;
  lastName: string;
  email: string;
  nameOfPitch: string;
  pitchIsHidden: boolean;
  pitchDraft: boolean;
  pitchWithdrawn: boolean;
};

/** Requests (not withdrawn) with their investor and pitch, newest first. */
export async function listRequests(db: Db, where: SQL): Promise<ListedRequest[]> {
  return db
    .select(rowColumns)
    .from(contactRequests)
    .innerJoin(users, eq(users.id, contactRequests.investorId))
    .innerJoin(pitches, eq(pitches.id, contactRequests.pitchId))
    .where(and(ne(contactRequests.status, 'withdrawn'), where))
    .orderBy(desc(contactRequests.requestedAt), desc(contactRequests.id));
}

export const byOwner = (ownerId: string, pitchId?: string) =>
  and(eq(pitches.ownerId, ownerId), pitchId ? eq(pitches.id, pitchId) : undefined) as SQL;

export const byInvestor = (investorId: string, pitchId?: string) =>
  and(
    eq(contactRequests.investorId, investorId),
    pitchId ? eq(contactRequests.pitchId, pitchId) : undefined,
  ) as SQL;

export const byId = (contactId: string) => eq(contactRequests.id, contactId);

/** The team's contact cards; callers hand them out only after allowed-contacts.ts said yes. */
export async function teamContacts(db: Db, pitchId: string) {
  return db
    .select()
    .from(pitchTeamMembers)
    .where(eq(pitchTeamMembers.pitchId, pitchId))
    .orderBy(asc(pitchTeamMembers.createdAt), asc(pitchTeamMembers.id));
}

export async function requestHistory(db: Db, contactId: string) {
  return db
    .select({
      event: contactRequestEvents,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(contactRequestEvents)
    .leftJoin(users, eq(users.id, contactRequestEvents.actorId))
    .where(eq(contactRequestEvents.contactRequestId, contactId))
    .orderBy(asc(contactRequestEvents.createdAt), asc(contactRequestEvents.id));
}
