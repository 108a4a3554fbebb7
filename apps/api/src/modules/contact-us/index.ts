import type { RateLimitStore } from '../../http/rate-limit-store.js';
import type { ModuleDeps } from '../module-deps.js';
import { contactUsRoutes } from './contact-us.routes.js';
import { contactUsService } from './contact-us.service.js';

/** The public contact form: a message (and a file) mailed to the team. */
export function createContactUs(deps: ModuleDeps & { rateLimits: RateLimitStore }) {
  const service = contactUsService({
    db: deps.db,
    storage: deps.storage,
    teamEmail: deps.config.contactTeamEmail,
  });
  return { routes: contactUsRoutes(service, deps.rateLimits, deps.config.contactUsLimit), service };
}
