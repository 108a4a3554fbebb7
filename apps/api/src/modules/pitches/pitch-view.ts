import type {
  Pitch,
  PitchDocument,
  PublicPitch,
  PublicPitchCard,
  PublicTeamMember,
  TeamMember,
} from '@angelbridge/contracts';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  pitchDocuments,
  pitches,
  pitchMilestones,
  pitchTeamMembers,
  projectTypes,
} from '../../db/schema/index.js';

/**
 * "Pitch row → contract shape", once (ARCHITECTURE convention 11). Every module that shows pitches,
 * whole (the wizard, the listing, the detail page) or as cards (the funding page, an investor's
 * requests), loads them through here, so the owner's view, the public view (a team without e-mail or
 * phone) and the card cannot drift apart.
 */

/**
 * The one cover rule, at either size: the founder's uploaded cover comes first (pitch-cover.ts makes
 * both sizes); else the first image document that is not locked (a locked image opens only through a
 * signed link, so its URL must never reach a card). Cards, whole pitches and the funding page's ranking
 * all read it from here.
 */
export const pitchCoverSql = (size: 'card' | 'page') =>
  sql<string | null>`coalesce(${size === 'card' ? pitches.coverCard : pitches.coverPage},
    (select d.url from ${pitchDocuments} d
      where d.pitch_id = ${pitches.id} and d.kind in ('png', 'jpg') and not d.locked
      order by d.sort, d.id limit 1))`;

type PitchRow = typeof pitches.$inferSelect & { projectTypeTitle: string | null; cover: string | null };
type TeamRow = typeof pitchTeamMembers.$inferSelect;
type DocumentRow = typeof pitchDocuments.$inferSelect;
type MilestoneRow = typeof pitchMilestones.$inferSelect;

interface Children {
  team: TeamRow[];
  documents: DocumentRow[];
  milestones: MilestoneRow[];
}

export const toTeamMember = (row: TeamRow): TeamMember => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  mobile_number: row.mobileNumber,
  position: row.position,
  linkedin_profile: row.linkedinProfile ?? '',
  bio: row.bio,
  photo: row.photo,
});

export const toPublicTeamMember = (row: TeamRow): PublicTeamMember => ({
  _id: row.id,
  name: row.name,
  position: row.position,
  linkedin_profile: row.linkedinProfile ?? '',
  bio: row.bio,
  photo: row.photo,
});

/** The public view never carries a locked document's URL: it opens only through a signed link. */
export const toPitchDocument = (row: DocumentRow, view: 'owner' | 'public'): PitchDocument => ({
  _id: row.id,
  pitch_document: view === 'public' && row.locked ? '' : row.url,
  name: row.name,
  kind: row.kind as PitchDocument['kind'],
  locked: row.locked,
});

/** A pitch as a card in lists: no team, documents or milestones. */
export const toPitchCard = (row: PitchRow): PublicPitchCard => ({
  _id: row.id,
  id: row.id,
  name_of_pitch: row.nameOfPitch,
  short_summary: row.shortSummary,
  highlight: row.highlight,
  name_of_company: row.nameOfCompany,
  location: row.location,
  project_type:
    row.projectTypeId && row.projectTypeTitle !== null
      ? { _id: row.projectTypeId, title: row.projectTypeTitle }
      : null,
  other_name: row.otherName,
  target: row.target,
  min_per_investor: row.minPerInvestor,
  funding_raised: row.fundingRaised,
  img: row.cover,
  created_at: row.createdAt.toISOString(),
});

function pitchCore(row: PitchRow, children: Children, view: 'owner' | 'public') {
  return {
    ...toPitchCard(row),
    wow_factor: row.wowFactor ?? '',
    why_invent: row.whyInvent ?? '',
    document: children.documents.map((d) => toPitchDocument(d, view)),
    project_milestones: children.milestones.map((m) => ({
      _id: m.id,
      milestone_name: m.milestoneName,
      description: m.description,
      target_date: m.targetDate,
    })),
    updated_at: row.updatedAt.toISOString(),
  };
}

export const toOwnerPitch = (row: PitchRow, children: Children): Pitch => ({
  ...pitchCore(row, children, 'owner'),
  is_hidden: row.isHidden,
  draft: row.draft,
  unpublished_reason: row.unpublishedAt ? (row.unpublishedReason ?? '') : null,
  team: children.team.map(toTeamMember),
});

export const toPublicPitch = (row: PitchRow, children: Children): PublicPitch => ({
  ...pitchCore(row, children, 'public'),
  team: children.team.map(toPublicTeamMember),
});

function groupBy<T extends { pitchId: string }>(rows: T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const list = map.get(row.pitchId);
    if (list) list.push(row);
    else map.set(row.pitchId, [row]);
  }
  return map;
}

async function pitchRows(db: Db, ids: string[], size: 'card' | 'page'): Promise<PitchRow[]> {
  const rows = await db
    .select({ pitch: pitches, projectTypeTitle: projectTypes.label, cover: pitchCoverSql(size) })
    .from(pitches)
    .leftJoin(projectTypes, eq(projectTypes.id, pitches.projectTypeId))
    .where(inArray(pitches.id, ids));
  return rows.map((r) => ({ ...r.pitch, projectTypeTitle: r.projectTypeTitle, cover: r.cover }));
}

/** The cards of the pitches with these ids, in the order of `ids`, in one query. */
export async function loadPitchCards(db: Db, ids: string[]): Promise<PublicPitchCard[]> {
  if (ids.length === 0) return [];
  const byId = new Map((await pitchRows(db, ids, 'card')).map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toPitchCard(row)] : [];
  });
}

/**
 * The pitches with these ids and all their children, in the order of `ids`, in four queries whatever
 * the count. Callers decide visibility first (pitch-visibility.ts); this only loads and shapes.
 */
export async function loadPitches<T>(
  db: Db,
  ids: string[],
  shape: (row: PitchRow, children: Children) => T,
): Promise<T[]> {
  if (ids.length === 0) return [];
  const [rows, team, documents, milestones] = await Promise.all([
    pitchRows(db, ids, 'page'),
    db
      .select()
      .from(pitchTeamMembers)
      .where(inArray(pitchTeamMembers.pitchId, ids))
      .orderBy(asc(pitchTeamMembers.createdAt), asc(pitchTeamMembers.id)),
    db
      .select()
      .from(pitchDocuments)
      .where(inArray(pitchDocuments.pitchId, ids))
      .orderBy(asc(pitchDocuments.sort), asc(pitchDocuments.id)),
    db
      .select()
      .from(pitchMilestones)
      .where(inArray(pitchMilestones.pitchId, ids))
      .orderBy(asc(pitchMilestones.targetDate), asc(pitchMilestones.id)),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const teams = groupBy(team);
  const docs = groupBy(documents);
  const stones = groupBy(milestones);
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      shape(row, {
        team: teams.get(id) ?? [],
        documents: docs.get(id) ?? [],
        milestones: stones.get(id) ?? [],
      }),
    ];
  });
}
