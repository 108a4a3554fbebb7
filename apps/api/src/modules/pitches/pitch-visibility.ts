import { and, eq, type SQL } from 'drizzle-orm';
import { pitches } from '../../db/schema/index.js';

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
