import { and, eq, type SQL, sql } from 'drizzle-orm';
import { pitchDocuments, pitches, pitchMilestones, pitchTeamMembers } from '../../db/schema/index.js';

/**
 * The one rule of who may see a pitch (ARCHITECTURE convention 11): everyone sees a pitch that is
 * neither hidden nor a draft; only its owner sees it otherwise. Every list, detail, search and
 * similar-pitches query filters with `publicPitchWhere`; single reads check `maySeePitch`.
 */
export const publicPitchWhere: SQL = and(eq(pitches.isHidden, false), eq(pitches.draft, false)) as SQL;

export interface PitchVisibility {
  ownerId: string;
  isHidden: boolean;
  draft: boolean;
}

export function isPublicPitch(pitch: Pick<PitchVisibility, 'isHidden' | 'draft'>): boolean {
  return !pitch.isHidden && !pitch.draft;
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
