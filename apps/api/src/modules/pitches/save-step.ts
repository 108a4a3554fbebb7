import { messages, type Pitch } from '@angelbridge/contracts';
import type { Db } from '../../db/client.js';
import type { UploadedFiles } from '../../http/upload.js';
import { removeUnusedFiles, type StoreFiles, writeWithFiles } from './pitch-files.js';
import { badRequest, ownedOrNotFound, ownerPitch, type PitchesDeps } from './pitch-owner.js';
import { recomputeDraft } from './pitches.queries.js';
import { details, documents, milestone, overview, type StepInput, team } from './wizard-steps.js';

/** Which step may carry which file field; a file sent with any other step is refused, not dropped. */
const FILES_OF_ACTION: Record<StepInput['action'], string[]> = {
  overview: [],
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
  await ownedOrNotFound(tx, input.pitch_id, ownerId);
  if (input.action === 'pitch_details') await details(tx, input);
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
  const { pitchId, dropped } = await writeWithFiles(db, storage, async (tx, store) => {
    const pitchId = input.action === 'overview' ? await overview(tx, ownerId, input) : input.pitch_id;
    const dropped = input.action === 'overview' ? [] : await laterStep(tx, ownerId, input, files, store);
    await recomputeDraft(tx, pitchId);
    return { pitchId, dropped };
  });
  await removeUnusedFiles(db, storage, dropped);
  return ownerPitch(db, pitchId);
}
