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
import type { ModuleDeps } from '../../app.js';
import { route } from '../../http/contract-router.js';
import { signedIn } from '../auth/auth.service.js';
import { pitchesService } from './pitches.service.js';

export function pitchesRoutes(deps: ModuleDeps) {
  const service = pitchesService(deps);
  const owner = (caller: Parameters<typeof signedIn>[0]) => signedIn(caller).userId;
  return [
    route(getPitches, async ({ caller }) => ({ pitch_data: await service.list(owner(caller)) })),
    route(getPitchesById, async ({ input, caller }) => ({
      pitch_data: await service.get(owner(caller), input.pitch_id),
    })),
    route(addPitches, async ({ input, caller, files }) => ({
      pitch_data: await service.saveStep(owner(caller), input, files),
      message: messages.server.pitchSaved,
    })),
    route(editPitches, async ({ input, caller, files }) => ({
      pitch_data: await service.saveStep(owner(caller), input, files),
      message: messages.server.pitchSaved,
    })),
    route(hidePitches, async ({ input, caller }) => {
      const pitch = await service.hide(owner(caller), input.pitch_id, input.value);
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
