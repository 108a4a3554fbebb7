import { completeProfile, getUserDetails, messages, updateProfile } from '@angelbridge/contracts';
import type { ModuleDeps } from '../../app.js';
import { route } from '../../http/contract-router.js';
import { signedIn } from '../auth/auth.service.js';
import { createCodes } from '../auth/codes.service.js';
import { prepareCompletion, prepareUpdate } from './profile-payload.js';
import { profilesService } from './profiles.service.js';

export function profilesRoutes(deps: ModuleDeps) {
  const service = profilesService({ ...deps, codes: createCodes(deps) });
  return [
    route(getUserDetails, async ({ caller }) => ({ user_data: await service.load(signedIn(caller).userId) })),
    route(
      completeProfile,
      async ({ input, caller, files }) => ({
        ...(await service.complete(signedIn(caller), input, files.picture?.[0])),
        message: messages.server.profileCompleted,
      }),
      { prepare: prepareCompletion },
    ),
    route(
      updateProfile,
      async ({ input, caller, files }) => service.update(signedIn(caller), input, files.photo?.[0]),
      {
        prepare: prepareUpdate,
      },
    ),
  ];
}
