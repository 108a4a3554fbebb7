import type { Codes } from '../auth/index.js';
import type { ModuleDeps } from '../module-deps.js';
import { profilesRoutes } from './profiles.routes.js';
import { profilesService } from './profiles.service.js';

export type { ProfilesService } from './profiles.service.js';

/** People's profiles: completing and editing them, and the e-mail or phone changes held for a code. */
export function createProfiles(deps: ModuleDeps & { codes: Codes }) {
  const service = profilesService(deps);
  return { routes: profilesRoutes(service), service };
}
