import type { RateLimitStore } from '../../http/rate-limit-store.js';
import type { ModuleDeps } from '../module-deps.js';
import { fundedNotices } from './funded-notice.js';
import { portfolioLinkServer, portfolioRoutes } from './portfolio.routes.js';
import { portfolioService } from './portfolio.service.js';
import { portfolioLinks } from './portfolio-links.js';

/**
 * The portfolio module's one door (issue 33): the founder records money received on a commitment with a
 * completed agreement (the pitch's funding_raised follows), and the investor reads their investments,
 * their totals and their completed agreements (one by one, or as one ZIP) through signed links.
 */
export function createPortfolio(deps: ModuleDeps & { rateLimits: RateLimitStore }) {
  const links = portfolioLinks(deps.config.jwtSecret);
  const service = portfolioService({
    db: deps.db,
    tell: fundedNotices({ publicUrl: deps.config.publicUrl }),
    links,
    sessions: deps.sessions,
  });
  return {
    routes: portfolioRoutes(service, { store: deps.rateLimits, links, sessions: deps.sessions }),
    service,
    /** Serves the signed links, opened by a browser tab without headers (mounted before the API key). */
    linkServer: portfolioLinkServer(service, links, deps.storage),
  };
}
