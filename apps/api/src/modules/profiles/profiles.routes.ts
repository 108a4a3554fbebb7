import { completeProfile, getUserDetails, messages, updateProfile } from '@angelbridge/contracts';
import { route } from '../../http/contract-router.js';
import { prepareCompletion, prepareUpdate } from './profile-payload.js';
import type { ProfilesService } from './profiles.service.js';

export function profilesRoutes(service: ProfilesService) {
  return [
    route(getUserDetails, async ({ caller }) => ({ user_data: await service.load(caller.userId) })),
    route(
      completeProfile,
      async ({ input, caller, files }) => ({
        ...(await service.complete(caller, input, files.picture?.[0])),
        message: messages.server.profileCompleted,
      }),
      { prepare: prepareCompletion },
    ),
    route(
      updateProfile,
      async ({ input, caller, files }) => service.update(caller, input, files.photo?.[0]),
      {
        prepare: prepareUpdate,
      },
    ),
  ];
}
