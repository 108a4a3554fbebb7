import {
  addPitches,
  deletePitches,
  deletePitchMilestone,
  deletePitchTeam,
  editPitches,
  getPitches,
  getPitchesById,
  hidePitches,
  messages,
} from '@angelbridge/contracts';
import type { Request } from 'express';
import type { Caller } from '../../http/caller.js';
import { route } from '../../http/contract-router.js';
import type { SessionBinding } from '../../http/session-binding.js';
import type { PitchesService } from './pitches.service.js';

export function pitchesRoutes(service: PitchesService, sessions: SessionBinding) {
  const owner = (caller: Caller) => caller.userId;
  /**
   * The answers that show owners their own pitches also let their browser load those pitches' files
   * while hidden or draft (an <img> sends no token; see http/session-binding.ts).
   */
  const showsOwn = async <T>(req: Request, caller: Caller | null, answer: T): Promise<T> => {
    await sessions.grantFiles(req, caller);
    return answer;
  };
  return [
    route(getPitches, async ({ caller, req }) =>
      showsOwn(req, caller, { pitch_data: await service.list(owner(caller)) }),
    ),
    route(getPitchesById, async ({ input, caller, req }) =>
      showsOwn(req, caller, { pitch_data: await service.get(owner(caller), input.pitch_id) }),
    ),
    route(addPitches, async ({ input, caller, files, req }) =>
      showsOwn(req, caller, {
        pitch_data: await service.saveStep(owner(caller), input, files),
        message: messages.server.pitchSaved,
      }),
    ),
    route(editPitches, async ({ input, caller, files, req }) =>
      showsOwn(req, caller, {
        pitch_data: await service.saveStep(owner(caller), input, files),
        message: messages.server.pitchSaved,
      }),
    ),
    route(hidePitches, async ({ input, caller, req }) => {
      const pitch = await service.hide(owner(caller), input.pitch_id, input.value);
      await sessions.grantFiles(req, caller);
      return {
        pitch_data: pitch,
        message: pitch.is_hidden ? messages.server.pitchHidden : messages.server.pitchShown,
      };
    }),
    route(deletePitches, async ({ input, caller }) => {
      await service.remove(owner(caller), input.pitch_id);
      return { message: messages.server.pitchDeleted };
    }),
    route(deletePitchTeam, async ({ input, caller }) => {
      await service.removeTeamMember(owner(caller), input.pitch_id, input.team_id);
      return { message: messages.dialogs.teamMemberDeleted };
    }),
    route(deletePitchMilestone, async ({ input, caller }) => {
      await service.removeMilestone(owner(caller), input.pitch_id, input.milestone_id);
      return { message: messages.dialogs.milestoneDeleted };
    }),
  ];
}
