import type { Db } from '../../db/client.js';
import { pitchNotFound } from './commit-access.js';
import { findPitch, type PitchFacts } from './commitments.queries.js';

/** The owner's pitch, hidden or not; anyone else is told it does not exist (as insights and data room do). */
export async function ownedPitch(db: Db, pitchId: string, ownerId: string): Promise<PitchFacts> {
  const pitch = await findPitch(db, pitchId);
  if (!pitch || pitch.owner_id !== ownerId) throw pitchNotFound();
  return pitch;
}
