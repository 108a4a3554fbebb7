import type { Route } from '../http/contract-router.js';
import { createRateLimitStore } from '../http/rate-limit-store.js';
import { createAuth, createCodes, findTokenVersion } from './auth/index.js';
import { createCms } from './cms/index.js';
import { contactRequestsRoutes } from './contact-requests/contact-requests.routes.js';
import { createContactUs } from './contact-us/index.js';
import { discoveryRoutes } from './discovery/discovery.routes.js';
import { dataRoomLinkServer, dataRoomRoutes } from './insights/data-room.routes.js';
import { insightsRoutes } from './insights/insights.routes.js';
import type { ModuleDeps } from './module-deps.js';
import { createNotifications } from './notifications/index.js';
import { findStoredFile } from './pitches/pitches.queries.js';
import { pitchesRoutes } from './pitches/pitches.routes.js';
import { createProfiles } from './profiles/index.js';
import { createReference } from './reference/index.js';

/**
 * The one place the modules are built: each once, the shared services passed to those that need them,
 * and what the app mounts (the contract routes and the few non-contract handlers).
 */
export function composeModules(deps: ModuleDeps) {
  // shared: one rate-limit store, the one-time codes (sign-in and profile changes), and profiles, whose
  // held e-mail and phone changes auth completes
  const rateLimits = createRateLimitStore(deps.db);
  const codes = createCodes({ ...deps, store: rateLimits });
  const profiles = createProfiles({ ...deps, codes });
  const auth = createAuth({ ...deps, rateLimits, codes, profiles: profiles.service });
  const notifications = createNotifications({
    ...deps,
    tokenVersion: (userId) => findTokenVersion(deps.db, userId),
  });
  const routes: Route[] = [
    ...createReference(deps).routes,
    ...createCms(deps).routes,
    ...discoveryRoutes(deps.db, deps.caches.lists),
    ...createContactUs({ ...deps, rateLimits }).routes,
    ...auth.routes,
    ...profiles.routes,
    ...pitchesRoutes(deps),
    ...contactRequestsRoutes(deps),
    ...dataRoomRoutes(deps),
    ...insightsRoutes(deps),
    ...notifications.routes,
  ];
  return {
    routes,
    notifications,
    /** Signed data-room links, opened by a browser tab without headers (mounted before the API key). */
    dataRoomLinks: dataRoomLinkServer(deps),
    /** Which pitch a stored file belongs to, for /uploads. */
    storedFile: (url: string) => findStoredFile(deps.db, url),
  };
}
