import { messages, type Pitch } from '@angelbridge/contracts';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../http/app-error.js';
import { removeUnusedFiles } from './pitch-files.js';
import { ownedOrNotFound, ownerPitch, type PitchesDeps, pitchNotFound } from './pitch-owner.js';
import { loadPitches, toOwnerPitch } from './pitch-view.js';
import * as q from './pitches.queries.js';
import * as children from './team-milestones.queries.js';

/** The owner's calls besides the wizard's steps: reading, hiding, deleting a pitch or a part of it. */

export async function listOwnPitches({ db }: PitchesDeps, ownerId: string): Promise<Pitch[]> {
  return loadPitches(db, await q.listOwnPitchIds(db, ownerId), toOwnerPitch, ownerId);
}

export async function getOwnPitch({ db }: PitchesDeps, ownerId: string, pitchId: string): Promise<Pitch> {
  if (!(await q.findOwnedPitch(db, pitchId, ownerId))) throw pitchNotFound();
  return ownerPitch(db, pitchId);
}

/** Sets the hidden flag to `value`, or flips it when no value is sent. */
export async function hidePitch(
  { db }: PitchesDeps,
  ownerId: string,
  pitchId: string,
  value: boolean | undefined,
) {
  await inTransaction(db, async (tx) => {
    const pitch = await ownedOrNotFound(tx, pitchId, ownerId);
    await q.updatePitch(tx, pitchId, { isHidden: value ?? !pitch.isHidden });
  });
  return ownerPitch(db, pitchId);
}

export async function deletePitch({ db, storage }: PitchesDeps, ownerId: string, pitchId: string) {
  const files = await inTransaction(db, async (tx) => {
    await ownedOrNotFound(tx, pitchId, ownerId);
    if (await q.hasLiveAgreements(tx, pitchId)) {
      throw new AppError('CONFLICT', messages.server.pitchHasAgreements);
    }
    const urls = await q.pitchFileUrls(tx, pitchId);
    await q.deletePitchRow(tx, pitchId);
    return urls;
  });
  await removeUnusedFiles(db, storage, files);
}

export async function deleteTeamMember(
  { db, storage }: PitchesDeps,
  ownerId: string,
  pitchId: string,
  teamId: string,
) {
  const photo = await inTransaction(db, async (tx) => {
    await ownedOrNotFound(tx, pitchId, ownerId);
    const member = await children.findTeamMember(tx, pitchId, teamId);
    if (!member) throw new AppError('NOT_FOUND', messages.server.teamMemberNotFound);
    await children.deleteTeamMember(tx, teamId);
    await q.recomputeDraft(tx, pitchId);
    return member.photo;
  });
  if (photo) await removeUnusedFiles(db, storage, [photo]);
}

export async function deleteMilestone(
  { db }: PitchesDeps,
  ownerId: string,
  pitchId: string,
  milestoneId: string,
) {
  await inTransaction(db, async (tx) => {
    await ownedOrNotFound(tx, pitchId, ownerId);
    if (!(await children.milestoneBelongs(tx, pitchId, milestoneId))) {
      throw new AppError('NOT_FOUND', messages.server.milestoneNotFound);
    }
    await children.deleteMilestone(tx, milestoneId);
    await q.recomputeDraft(tx, pitchId);
  });
}
