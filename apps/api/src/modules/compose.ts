import type { Route } from '../http/contract-router.js';
import { createRateLimitStore } from '../http/rate-limit-store.js';
import { authRoutes } from './auth/auth.routes.js';
import { cmsRoutes } from './cms/cms.routes.js';
import { createContactRequests } from './contact-requests/index.js';
import { contactUsRoutes } from './contact-us/contact-us.routes.js';
import { createDataRoom } from './data-room/index.js';
import { createDiscovery } from './discovery/index.js';
import { createInsights, recordEvent } from './insights/index.js';
import type { ModuleDeps } from './module-deps.js';
import { notificationsModule } from './notifications/index.js';
import { createPitches } from './pitches/index.js';
import { profilesRoutes } from './profiles/profiles.routes.js';
import { referenceRoutes } from './reference/reference.routes.js';

/**
 * The one place the modules are built: each once, the shared services passed to those that need them,
 * and what the app mounts (the contract routes and the few non-contract handlers).
 */
export function composeModules(deps: ModuleDeps) {
  const notifications = notificationsModule(deps);
  const rateLimits = createRateLimitStore(deps.db);
  const pitches = createPitches(deps);
  const discovery = createDiscovery(deps);
  const insights = createInsights({ db: deps.db, rateLimits });
  const contactRequests = createContactRequests({ ...deps, recordPitchEvent: recordEvent });
  const dataRoom = createDataRoom(deps);
  const routes: Route[] = [
    ...referenceRoutes(deps.db, deps.caches.reference),
    ...cmsRoutes(deps.db, deps.caches.reference),
    ...discovery.routes,
    ...contactUsRoutes(deps),
    ...authRoutes(deps),
    ...profilesRoutes(deps),
    ...pitches.routes,
    ...contactRequests.routes,
    ...dataRoom.routes,
    ...insights.routes,
    ...notifications.routes,
  ];
  return {
    routes,
    notifications,
    /** Signed data-room links, opened by a browser tab without headers (mounted before the API key). */
    dataRoomLinks: dataRoom.linkServer,
    /** Which pitch a stored file belongs to, for /uploads. */
    storedFile: pitches.storedFile,
  };
}
