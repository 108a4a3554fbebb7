import type { Route } from '../http/contract-router.js';
import { authRoutes } from './auth/auth.routes.js';
import { cmsRoutes } from './cms/cms.routes.js';
import { contactRequestsRoutes } from './contact-requests/contact-requests.routes.js';
import { contactUsRoutes } from './contact-us/contact-us.routes.js';
import { discoveryRoutes } from './discovery/discovery.routes.js';
import { dataRoomLinkServer, dataRoomRoutes } from './insights/data-room.routes.js';
import { insightsRoutes } from './insights/insights.routes.js';
import type { ModuleDeps } from './module-deps.js';
import { notificationsModule } from './notifications/index.js';
import { findStoredFile } from './pitches/pitches.queries.js';
import { pitchesRoutes } from './pitches/pitches.routes.js';
import { profilesRoutes } from './profiles/profiles.routes.js';
import { referenceRoutes } from './reference/reference.routes.js';

/**
 * The one place the modules are built: each once, the shared services passed to those that need them,
 * and what the app mounts (the contract routes and the few non-contract handlers).
 */
export function composeModules(deps: ModuleDeps) {
  const notifications = notificationsModule(deps);
  const routes: Route[] = [
    ...referenceRoutes(deps.db, deps.caches.reference),
    ...cmsRoutes(deps.db, deps.caches.reference),
    ...discoveryRoutes(deps.db, deps.caches.lists),
    ...contactUsRoutes(deps),
    ...authRoutes(deps),
    ...profilesRoutes(deps),
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
