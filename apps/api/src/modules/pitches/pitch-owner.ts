import { messages, type Pitch } from '@angelbridge/contracts';
import type { Db } from '../../db/client.js';
import { AppError, fieldError } from '../../http/app-error.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { loadPitches, toOwnerPitch } from './pitch-view.js';
import { findOwnedPitch } from './pitches.queries.js';

/** What every use case of the owner's pitches works with. */
export interface PitchesDeps {
  db: Db;
  storage: FileStorage;
}

export const pitchNotFound = () => new AppError('NOT_FOUND', messages.server.pitchNotFound);

export const badRequest = (field: string, message: string) => fieldError('BAD_REQUEST', field, message);

/**
 * The pitch among the caller's own, locked until the write's transaction ends; a pitch of someone else
 * answers exactly as one that does not exist.
 */
export async function ownedOrNotFound(tx: Db, pitchId: string, ownerId: string) {
  const pitch = await findOwnedPitch(tx, pitchId, ownerId, { forUpdate: true });
  if (!pitch) throw pitchNotFound();
  return pitch;
}

/** The owner's view of one pitch, as every call answers it after its write. */
export async function ownerPitch(db: Db, pitchId: string): Promise<Pitch> {
  // the owner's shape never hides terms, whoever the viewer
  const [pitch] = await loadPitches(db, [pitchId], toOwnerPitch, null);
  if (!pitch) throw pitchNotFound();
  return pitch;
}
