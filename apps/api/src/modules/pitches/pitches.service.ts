import type { UploadedFiles } from '../../http/upload.js';
import {
  deleteMilestone,
  deletePitch,
  deleteTeamMember,
  getOwnPitch,
  hidePitch,
  listOwnPitches,
} from './manage-pitch.js';
import type { PitchesDeps } from './pitch-owner.js';
import { saveStep } from './save-step.js';
import type { StepInput } from './wizard-steps.js';

/**
 * The entrepreneur's own pitches: the use cases of save-step.ts and manage-pitch.ts, bound to the
 * module's parts. Every call first finds the pitch among the caller's own.
 */
export function pitchesService(deps: PitchesDeps) {
  return {
    list: (ownerId: string) => listOwnPitches(deps, ownerId),
    get: (ownerId: string, pitchId: string) => getOwnPitch(deps, ownerId, pitchId),
    saveStep: (ownerId: string, input: StepInput, files: UploadedFiles) =>
      saveStep(deps, ownerId, input, files),
    hide: (ownerId: string, pitchId: string, value: boolean | undefined) =>
      hidePitch(deps, ownerId, pitchId, value),
    remove: (ownerId: string, pitchId: string) => deletePitch(deps, ownerId, pitchId),
    removeTeamMember: (ownerId: string, pitchId: string, teamId: string) =>
      deleteTeamMember(deps, ownerId, pitchId, teamId),
    removeMilestone: (ownerId: string, pitchId: string, milestoneId: string) =>
      deleteMilestone(deps, ownerId, pitchId, milestoneId),
  };
}

export type PitchesService = ReturnType<typeof pitchesService>;
