import { and, desc, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import {
  countries,
  pitchDocuments,
  pitches,
  pitchTeamMembers,
  projectTypes,
  users,
} from '../../db/schema/index.js';
import type { ServedDocument, ServedFile } from '../../storage/serve-uploads.js';
import { pitchIsDraftSql, publicPitchWhere, seesPrivateTermsSql } from './pitch-visibility.js';

export interface OwnedPitch {
  id: string;
  ownerId: string;
  isHidden: boolean;
  draft: boolean;
  coverCard: string | null;
  coverPage: string | null;
  /** Issue 33: funding_raised follows the money marked received; a typed value is ignored. */
  fundingRaisedFromCommitments: boolean;
}

/**
 * The pitch when it exists and belongs to `ownerId`; otherwise null (the two cases look the same).
 * With `forUpdate` (inside a transaction) the row stays locked until it ends, so two saves of one pitch (say, documents
 * from two tabs) take turns and the per-pitch limits hold.
 */
export async function findOwnedPitch(
  db: Db,
  pitchId: string,
  ownerId: string,
  { forUpdate = false } = {},
): Promise<OwnedPitch | null> {
  const query = db
    .select({
      id: pitches.id,
      ownerId: pitches.ownerId,
      isHidden: pitches.isHidden,
      draft: pitches.draft,
      coverCard: pitches.coverCard,
      coverPage: pitches.coverPage,
      fundingRaisedFromCommitments: pitches.fundingRaisedFromCommitments,
    })
    .from(pitches)
    .where(and(eq(pitches.id, pitchId), eq(pitches.ownerId, ownerId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function listOwnPitchIds(db: Db, ownerId: string): Promise<string[]> {
  const rows = await db
    .select({ id: pitches.id })
    .from(pitches)
    .where(eq(pitches.ownerId, ownerId))
    .orderBy(desc(pitches.createdAt), desc(pitches.id));
  return rows.map((r) => r.id);
}

/** The label of a project type, or null when the id is in no list. */
export async function findProjectTypeLabel(db: Db, id: string): Promise<string | null> {
  const [row] = await db
    .select({ label: projectTypes.label })
    .from(projectTypes)
    .where(eq(projectTypes.id, id));
  return row?.label ?? null;
}

export async function countryExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, id));
  return row !== undefined;
}

export interface OverviewColumns {
  nameOfCompany: string;
  location: string;
  nameOfPitch: string;
  shortSummary: string;
  highlight: string[];
  projectTypeId: string;
  otherName: string | null;
}

/** The founder's uploaded cover in both sizes (pitch-cover.ts), or null for the default. */
export interface CoverColumns {
  coverCard: string | null;
  coverPage: string | null;
}

export async function insertPitch(
  db: Db,
  ownerId: string,
  overview: OverviewColumns & Partial<CoverColumns>,
): Promise<string> {
  const [row] = await db
    .insert(pitches)
    .values({ ownerId, ...overview, draft: true })
    .returning({ id: pitches.id });
  if (!row) throw new Error('pitch not inserted');
  return row.id;
}

export interface DetailsColumns {
  wowFactor: string;
  whyInvent: string;
  target: number;
  minPerInvestor: number;
}

/** The round (issue 22); a column left out keeps its value. */
export type RoundColumns = Partial<
  Pick<
    typeof pitches.$inferInsert,
    | 'stage'
    | 'instrument'
    | 'valuationCap'
    | 'closeDate'
    | 'countryId'
    | 'fundingRaised'
    | 'useOfFunds'
    | 'videoUrl'
    | 'privateRound'
  >
>;

export async function updatePitch(
  db: Db,
  pitchId: string,
  columns: Partial<OverviewColumns & DetailsColumns & CoverColumns & { isHidden: boolean }> & RoundColumns,
): Promise<void> {
  await db
    .update(pitches)
    .set({ ...columns, updatedAt: new Date() })
    .where(eq(pitches.id, pitchId));
}

/** Writes the draft flag from the one rule (pitch-visibility.ts); called after every write of a pitch. */
export async function recomputeDraft(db: Db, pitchId: string): Promise<void> {
  await db
    .update(pitches)
    .set({ draft: pitchIsDraftSql, updatedAt: new Date() })
    .where(eq(pitches.id, pitchId));
}

/**
 * Whether investors hold an agreement on the pitch that is not voided: one being signed, or a completed one
 * whose PDF investors keep and verify. Deleting the pitch would cascade them away.
 */
export async function hasLiveAgreements(db: Db, pitchId: string): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from agreements where pitch_id = ${pitchId} and status <> 'voided' limit 1`,
  );
  return rows.length > 0;
}

/** Children and contact requests go with it (foreign keys cascade). */
export async function deletePitchRow(db: Db, pitchId: string): Promise<void> {
  await db.delete(pitches).where(eq(pitches.id, pitchId));
}

/** Every stored file a pitch points at: team photos and documents. */
export async function pitchFileUrls(db: Db, pitchId: string): Promise<string[]> {
  const [photos, documents, covers] = await Promise.all([
    db
      .select({ url: pitchTeamMembers.photo })
      .from(pitchTeamMembers)
      .where(eq(pitchTeamMembers.pitchId, pitchId)),
    db.select({ url: pitchDocuments.url }).from(pitchDocuments).where(eq(pitchDocuments.pitchId, pitchId)),
    db
      .select({ card: pitches.coverCard, page: pitches.coverPage })
      .from(pitches)
      .where(eq(pitches.id, pitchId)),
  ]);
  const coverUrls = covers.flatMap((c) => [{ url: c.card }, { url: c.page }]);
  return [...photos, ...documents, ...coverUrls].flatMap((r) => (r.url ? [r.url] : []));
}

/**
 * The URLs among `urls` that no row points at any more. A file may be shared (the demo data gives a
 * founder's team card their profile photo), so it is removed only when nothing else uses it.
 */
export async function unreferencedUrls(db: Db, urls: readonly string[]): Promise<string[]> {
  if (urls.length === 0) return [];
  const list = [...new Set(urls)];
  const [photos, members, documents, covers] = await Promise.all([
    db.select({ url: users.photo }).from(users).where(inArray(users.photo, list)),
    db
      .select({ url: pitchTeamMembers.photo })
      .from(pitchTeamMembers)
      .where(inArray(pitchTeamMembers.photo, list)),
    db.select({ url: pitchDocuments.url }).from(pitchDocuments).where(inArray(pitchDocuments.url, list)),
    db
      .select({ card: pitches.coverCard, page: pitches.coverPage })
      .from(pitches)
      .where(or(inArray(pitches.coverCard, list), inArray(pitches.coverPage, list))),
  ]);
  const used = new Set([
    ...[...photos, ...members, ...documents].map((r) => r.url),
    ...covers.flatMap((c) => [c.card, c.page]),
  ]);
  return list.filter((url) => !used.has(url));
}

// ---- documents ----

export interface StoredDocument {
  id: string;
  url: string;
}

export async function listDocuments(db: Db, pitchId: string): Promise<StoredDocument[]> {
  return db
    .select({ id: pitchDocuments.id, url: pitchDocuments.url })
    .from(pitchDocuments)
    .where(eq(pitchDocuments.pitchId, pitchId))
    .orderBy(pitchDocuments.sort, pitchDocuments.id);
}

export interface NewDocument {
  url: string;
  name: string;
  kind: string;
}

/** Keeps `keep` (in that order), then appends `added`; every other document of the pitch is deleted. */
export async function replaceDocuments(
  db: Db,
  pitchId: string,
  keep: readonly StoredDocument[],
  added: readonly NewDocument[],
): Promise<void> {
  const keepIds = keep.map((d) => d.id);
  await db
    .delete(pitchDocuments)
    .where(
      keepIds.length
        ? and(eq(pitchDocuments.pitchId, pitchId), notInArray(pitchDocuments.id, keepIds))
        : eq(pitchDocuments.pitchId, pitchId),
    );
  for (const [sort, doc] of keep.entries()) {
    await db.update(pitchDocuments).set({ sort }).where(eq(pitchDocuments.id, doc.id));
  }
  if (added.length) {
    await db
      .insert(pitchDocuments)
      .values(added.map((doc, i) => ({ pitchId, ...doc, sort: keep.length + i })));
  }
}

/**
 * What serving a stored file must know of the pitches that use it (as a document or a team photo):
 * null when no pitch does (a profile photo); else its document name and lock, and, when no pitch that
 * uses it is public, the owners who alone may fetch it.
 */
export async function findStoredFile(db: Db, url: string): Promise<ServedFile | null> {
  const uses = await queryRows<{ owner_id: string; public: boolean }>(
    db,
    sql`select ${pitches.ownerId} as owner_id, ${publicPitchWhere} as public
      from ${pitches}
      where ${pitches.id} in (select ${pitchDocuments.pitchId} from ${pitchDocuments} where ${pitchDocuments.url} = ${url})
        or ${pitches.id} in (select ${pitchTeamMembers.pitchId} from ${pitchTeamMembers} where ${pitchTeamMembers.photo} = ${url})
        or ${pitches.coverCard} = ${url} or ${pitches.coverPage} = ${url}`,
  );
  if (uses.length === 0) return null;
  const ownersOnly = uses.some((use) => use.public) ? null : [...new Set(uses.map((use) => use.owner_id))];
  return { document: await findStoredDocument(db, url), ownersOnly };
}

/**
 * The document stored at a URL, for serving it: the name it was uploaded under, and whether it is locked
 * (a file shared by several documents is locked when any of them is).
 */
export async function findStoredDocument(db: Db, url: string): Promise<ServedDocument | null> {
  const [row] = await db
    .select({
      name: sql<string>`min(${pitchDocuments.name})`,
      locked: sql<boolean>`bool_or(${pitchDocuments.locked})`,
    })
    .from(pitchDocuments)
    .where(eq(pitchDocuments.url, url))
    .having(sql`count(*) > 0`);
  return row ?? null;
}

/**
 * Whether pitch lists may read differently for this person than for a guest (issue 32): they see every
 * private round's terms, or they own a private round (its owner always sees it whole). Such a person's
 * lists are made for them, never taken from or put in the public cache.
 */
export async function seesMoreThanGuests(db: Db, viewerId: string): Promise<boolean> {
  const [row] = await queryRows<{ more: boolean }>(
    db,
    sql`select (${seesPrivateTermsSql(viewerId)}
      or exists (select 1 from ${pitches} where ${pitches.ownerId} = ${viewerId} and ${pitches.privateRound})) as more`,
  );
  return row?.more === true;
}
