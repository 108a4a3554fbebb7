import {
  certificationTexts,
  type Pitch,
  type PitchDocument,
  type PitchInstrument,
  type PitchStage,
  type PitchTeaser,
  type PublicPitchCard,
  type PublicTeamMember,
  type ShownPitch,
  type ShownPitchCard,
  type TeamMember,
} from '@angelbridge/contracts';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  countries,
  pitchDocuments,
  pitches,
  pitchMilestones,
  pitchTeamMembers,
  projectTypes,
} from '../../db/schema/index.js';
import { termsVisibleSql } from './pitch-visibility.js';

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

type PitchRow = typeof pitches.$inferSelect & {
  projectTypeTitle: string | null;
  cover: string | null;
  countryName: string | null;
  /** `pitch_terms_visible` for the viewer the rows were loaded for (pitch-visibility.ts). */
  termsVisible: boolean;
};
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

/**
 * A private round as someone who may not see its terms reads it (issue 32): what names it and nothing of
 * the round. Every public shape below turns into this when the row says the terms are not visible.
 */
export const toPitchTeaser = (row: PitchRow): PitchTeaser => ({
  _id: row.id,
  id: row.id,
  name_of_pitch: row.nameOfPitch,
  name_of_company: row.nameOfCompany,
  project_type:
    row.projectTypeId && row.projectTypeTitle !== null
      ? { _id: row.projectTypeId, title: row.projectTypeTitle }
      : null,
  other_name: row.otherName,
  location: row.location,
  short_summary: row.shortSummary,
  img: row.cover,
  private_round: true,
  terms_hidden: true,
  notice: certificationTexts.teaser,
});

const fullCard = (row: PitchRow): PublicPitchCard => ({
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
  stage: row.stage as PitchStage | null,
  country: row.countryId && row.countryName !== null ? { _id: row.countryId, name: row.countryName } : null,
  img: row.cover,
  created_at: row.createdAt.toISOString(),
  private_round: row.privateRound,
});

/** A pitch as a card in lists (no team, documents or milestones), or its teaser. */
export const toPitchCard = (row: PitchRow): ShownPitchCard =>
  row.termsVisible ? fullCard(row) : toPitchTeaser(row);

function pitchCore(row: PitchRow, children: Children, view: 'owner' | 'public') {
  return {
    ...fullCard(row),
    wow_factor: row.wowFactor ?? '',
    why_invent: row.whyInvent ?? '',
    instrument: row.instrument as PitchInstrument | null,
    valuation_cap: row.valuationCap,
    close_date: row.closeDate,
    use_of_funds: row.useOfFunds,
    video_url: row.videoUrl,
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
  funding_raised_from_commitments: row.fundingRaisedFromCommitments,
  team: children.team.map(toTeamMember),
});

export const toPublicPitch = (row: PitchRow, children: Children): ShownPitch =>
  row.termsVisible
    ? { ...pitchCore(row, children, 'public'), team: children.team.map(toPublicTeamMember) }
    : toPitchTeaser(row);

function groupBy<T extends { pitchId: string }>(rows: T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const list = map.get(row.pitchId);
    if (list) list.push(row);
    else map.set(row.pitchId, [row]);
  }
  return map;
}

async function pitchRows(
  db: Db,
  ids: string[],
  size: 'card' | 'page',
  viewerId: string | null,
): Promise<PitchRow[]> {
  const rows = await db
    .select({
      pitch: pitches,
      projectTypeTitle: projectTypes.label,
      cover: pitchCoverSql(size),
      countryName: countries.name,
      termsVisible: termsVisibleSql(viewerId),
    })
    .from(pitches)
    .leftJoin(projectTypes, eq(projectTypes.id, pitches.projectTypeId))
    .leftJoin(countries, eq(countries.id, pitches.countryId))
    .where(inArray(pitches.id, ids));
  return rows.map((r) => ({
    ...r.pitch,
    projectTypeTitle: r.projectTypeTitle,
    cover: r.cover,
    countryName: r.countryName,
    termsVisible: r.termsVisible,
  }));
}

/**
 * The cards of the pitches with these ids, in the order of `ids`, in one query; a private round is its
 * teaser unless `viewerId` (null: a guest) may see its terms.
 */
export async function loadPitchCards(
  db: Db,
  ids: string[],
  viewerId: string | null,
): Promise<ShownPitchCard[]> {
  if (ids.length === 0) return [];
  const byId = new Map((await pitchRows(db, ids, 'card', viewerId)).map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toPitchCard(row)] : [];
  });
}

/**
 * The pitches with these ids and all their children, in the order of `ids`, in four queries whatever
 * the count. Callers decide visibility first (pitch-visibility.ts); this only loads and shapes, the
 * public shape as a teaser where `viewerId` (null: a guest) may not see a private round's terms.
 */
export async function loadPitches<T>(
  db: Db,
  ids: string[],
  shape: (row: PitchRow, children: Children) => T,
  viewerId: string | null,
): Promise<T[]> {
  if (ids.length === 0) return [];
  const [rows, team, documents, milestones] = await Promise.all([
    pitchRows(db, ids, 'page', viewerId),
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
