import { completeProfile, getUserDetails, messages, updateProfile } from '@angelbridge/contracts';
import { route } from '../../http/contract-router.js';
import { createCodes } from '../auth/codes.service.js';
import type { ModuleDeps } from '../module-deps.js';
import { prepareCompletion, prepareUpdate } from './profile-payload.js';
import { profilesService } from './profiles.service.js';

export function profilesRoutes(deps: ModuleDeps) {
  const service = profilesService({ ...deps, codes: createCodes(deps) });
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
