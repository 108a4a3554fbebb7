import type { UserProfile } from '@angelbridge/contracts';
import type { RateLimitStore } from '../../http/rate-limit-store.js';
import { createPasswords } from '../auth/index.js';
import type { ModuleDeps } from '../module-deps.js';
import { accountRoutes } from './account.routes.js';
import { ACCOUNT_FILES_JOB, fileRemovalJobHandler } from './file-removal-job.js';

export interface AccountModuleDeps extends ModuleDeps {
  rateLimits: RateLimitStore;
  /** The caller's profile as /getUserDetails answers it (profiles' service, passed by compose.ts). */
  loadProfile: (userId: string) => Promise<UserProfile>;
}

/** "Your data, your account": the own data as a file, and deleting the own account. */
export function createAccount(deps: AccountModuleDeps) {
  const routes = accountRoutes({
    db: deps.db,
    rateLimits: deps.rateLimits,
    loadProfile: deps.loadProfile,
    passwords: createPasswords(deps.config.env),
    publicUrl: deps.config.publicUrl,
  });
  const jobHandlers = { [ACCOUNT_FILES_JOB]: fileRemovalJobHandler(deps.storage) };
  return { routes, jobHandlers };
}
