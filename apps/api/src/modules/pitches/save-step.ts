import { messages, type Pitch } from '@angelbridge/contracts';
import type { Db } from '../../db/client.js';
import type { UploadedFiles } from '../../http/upload.js';
import { type StoreFiles, writeWithFiles } from '../../storage/write-with-files.js';
import { type StoredCover, storeCover } from './pitch-cover.js';
import { removeUnusedFiles } from './pitch-files.js';
import { badRequest, ownedOrNotFound, ownerPitch, type PitchesDeps } from './pitch-owner.js';
import { recomputeDraft } from './pitches.queries.js';
import { details, documents, milestone, overview, type StepInput, team } from './wizard-steps.js';

/** Which step may carry which file field; a file sent with any other step is refused, not dropped. */
const FILES_OF_ACTION: Record<StepInput['action'], string[]> = {
  overview: ['cover'],
  pitch_details: [],
  team_details: ['photo'],
  document: ['document'],
  milestones: [],
};

function checkFileFields(action: StepInput['action'], files: UploadedFiles) {
  for (const [field, list] of Object.entries(files)) {
    if (list.length && !FILES_OF_ACTION[action].includes(field)) {
      throw badRequest(field, messages.server.unexpectedFile);
    }
  }
}

/** A later step's writes on the caller's own pitch; returns the file URLs it no longer uses. */
async function laterStep(
  tx: Db,
  ownerId: string,
  input: Exclude<StepInput, { action: 'overview' }>,
  files: UploadedFiles,
  store: StoreFiles,
) {
  const pitch = await ownedOrNotFound(tx, input.pitch_id, ownerId);
  if (input.action === 'pitch_details') await details(tx, input, pitch);
  if (input.action === 'team_details') return team(tx, input, files.photo?.[0], store);
  if (input.action === 'document') return documents(tx, input, files.document ?? [], store);
  if (input.action === 'milestones') await milestone(tx, input);
  return [];
}

/** One wizard step: every write in one transaction, the draft flag recomputed before it commits. */
export async function saveStep(
  { db, storage }: PitchesDeps,
  ownerId: string,
  input: StepInput,
  files: UploadedFiles,
): Promise<Pitch> {
  checkFileFields(input.action, files);
  // resized before the transaction opens (no lock held while images render), removed if it fails
  const upload = files.cover?.[0];
  const cover: StoredCover | null = upload ? await storeCover(storage, upload) : null;
  let result: { pitchId: string; dropped: string[] };
  try {
    result = await writeWithFiles(db, storage, async (tx, store) => {
      if (input.action === 'overview') {
        const saved = await overview(tx, ownerId, input, cover);
        await recomputeDraft(tx, saved.pitchId);
        return saved;
      }
      const dropped = await laterStep(tx, ownerId, input, files, store);
      await recomputeDraft(tx, input.pitch_id);
      return { pitchId: input.pitch_id, dropped };
    });
  } catch (error) {
    if (cover) await Promise.all([storage.remove(cover.card), storage.remove(cover.page)]);
    throw error;
  }
  await removeUnusedFiles(db, storage, result.dropped);
  return ownerPitch(db, result.pitchId);
}
