import { and, eq, type SQL, sql } from 'drizzle-orm';
import { pitchDocuments, pitches, pitchMilestones, pitchTeamMembers, users } from '../../db/schema/index.js';

/**
 * Taken down by AngelBridge (issue 21): unpublished by an admin, or its owner's account is suspended.
 * Only an admin undoes either; the founder's own hide and draft are kept apart and untouched.
 * A suspended owner is found through the small partial index `users_suspended` (an anti-join).
 */
const ownerSuspendedSql = sql`exists (select 1 from ${users} so
  where so.id = ${pitches.ownerId} and so.suspended_at is not null)`;

export const pitchWithdrawnSql: SQL = sql`(${pitches.unpublishedAt} is not null or ${ownerSuspendedSql})`;

/**
 * The one rule of who may see a pitch (ARCHITECTURE convention 11): everyone sees a pitch that is
 * neither hidden nor a draft nor withdrawn by an admin; only its owner sees it otherwise. Every list,
 * detail, search and similar-pitches query filters with `publicPitchWhere`; single reads select
 * `pitchWithdrawnSql` as `withdrawn` and check `maySeePitch`.
 */
export const publicPitchWhere: SQL = and(
  eq(pitches.isHidden, false),
  eq(pitches.draft, false),
  // one condition, not two conjuncts: as an anti-join the planner would hash every account; this way it
  // probes the small partial index of suspended accounts (users_suspended)
  sql`not ${pitchWithdrawnSql}`,
) as SQL;

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
