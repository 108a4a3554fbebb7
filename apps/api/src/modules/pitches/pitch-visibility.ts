import { type SQL, sql } from 'drizzle-orm';
import { pitchDocuments, pitches, pitchMilestones, pitchTeamMembers } from '../../db/schema/index.js';

/**
 * Taken down by AngelBridge (issue 21): unpublished by an admin, or its owner's account is suspended.
 * Only an admin undoes either; the founder's own hide and draft are kept apart and untouched.
 * The rule is the SQL function `pitch_withdrawn` (migration 0028), which the triggers call too.
 */
export const pitchWithdrawnSql: SQL = sql`pitch_withdrawn(${pitches.unpublishedAt}, ${pitches.ownerId})`;

/**
 * The one rule of who may see a pitch (ARCHITECTURE convention 11): everyone sees a pitch that is
 * neither hidden nor a draft nor withdrawn by an admin; only its owner sees it otherwise. Its only
 * definition is the SQL function `pitch_is_public` (migration 0028), which the triggers feeding search
 * words, follow news and saved-search alerts call as well. Every list, detail, search and
 * similar-pitches query filters with `publicPitchWhere`; single reads select `pitchWithdrawnSql` as
 * `withdrawn` and check `maySeePitch`. The planner inlines `pitch_is_public`, so the partial indexes on
 * `is_hidden = false and draft = false` still serve these queries.
 */
export const publicPitchWhere: SQL = sql`pitch_is_public(${pitches.isHidden}, ${pitches.draft}, ${pitches.unpublishedAt}, ${pitches.ownerId})`;

/**
 * "May this viewer see this pitch's terms" (issue 32), the one rule: a public round, its owner, or an
 * investor whose current certification is not `none`. Its only definition is the SQL function
 * `pitch_terms_visible` (migration private_rounds); pitch-view.ts selects it with every pitch it shapes,
 * so every card, page, search hit and list shows a private round as its teaser to anyone else. A null
 * viewer is a guest.
 */
export const termsVisibleSql = (viewerId: string | null): SQL<boolean> =>
  sql<boolean>`pitch_terms_visible(${pitches.privateRound}, ${pitches.ownerId}, ${viewerId}::uuid)`;

/**
 * Whether this person sees every private round's terms (a current certification other than `none`):
 * the SQL function `investor_certified`, which `pitch_terms_visible` calls. Answers that differ by it must
 * not come from the public cache (convention 19).
 */
export const seesPrivateTermsSql = (viewerId: string | null): SQL<boolean> =>
  sql<boolean>`investor_certified(${viewerId}::uuid)`;

export interface PitchVisibility {
  ownerId: string;
  isHidden: boolean;
  draft: boolean;
  /** `pitchWithdrawnSql`'s answer. */
  withdrawn: boolean;
}

export function isPublicPitch(pitch: Pick<PitchVisibility, 'isHidden' | 'draft' | 'withdrawn'>): boolean {
  return !pitch.isHidden && !pitch.draft && !pitch.withdrawn;
}

export function maySeePitch(pitch: PitchVisibility, callerId: string | undefined): boolean {
  return isPublicPitch(pitch) || (callerId !== undefined && pitch.ownerId === callerId);
}

/**
 * What keeps a pitch a draft, and so out of every public list: until it has its overview (the row
 * itself), its details, at least one team member, one document and one milestone. The pitches module
 * writes `draft` from this after every save and delete, so readers only ever compare a flag.
 */
export const pitchIsDraftSql: SQL = sql`not (
  ${pitches.wowFactor} is not null
  and exists (select 1 from ${pitchTeamMembers} where ${pitchTeamMembers.pitchId} = ${pitches.id})
  and exists (select 1 from ${pitchDocuments} where ${pitchDocuments.pitchId} = ${pitches.id})
  and exists (select 1 from ${pitchMilestones} where ${pitchMilestones.pitchId} = ${pitches.id})
)`;
