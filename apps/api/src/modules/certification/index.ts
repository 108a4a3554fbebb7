import type { RateLimitStore } from '../../http/rate-limit-store.js';
import type { ModuleDeps } from '../module-deps.js';
import { certificationRoutes } from './certification.routes.js';
import { certificationService } from './certification.service.js';

/**
 * Investor self-certification (issue 32), this module's one door. Other modules use:
 * - `currentCertification(db, userId)` → `{ basis, country, signed_at, expires_at } | null`: the
 *   investor's current certification (not replaced, not expired);
 * - `opensPrivateRounds(cert)` → boolean: current and its basis is not `none` (commitments: "only
 *   certified investors may commit to a private round" is `opensPrivateRounds(await currentCertification(..))`);
 * - `certificationSummaries(db, investorIds)`: basis and dates per investor, for what founders see;
 * - `certificationHistory` and `forgetCertifications`: the account's download and deletion;
 * - `certificationsForAdmin(db, userId, limit)`: current and history, for the admin console's user page.
 * Whether a pitch's terms are shown is decided in SQL by `pitch_terms_visible` (pitches module).
 */
export function createCertification(deps: ModuleDeps & { rateLimits: RateLimitStore }) {
  const service = certificationService({ db: deps.db });
  return { routes: certificationRoutes(service, deps.rateLimits), service };
}

export {
  type CurrentCertification,
  certificationHistory,
  certificationService,
  certificationSummaries,
  certificationsForAdmin,
  currentCertification,
  foldName,
  forgetCertifications,
  opensPrivateRounds,
} from './certification.service.js';
