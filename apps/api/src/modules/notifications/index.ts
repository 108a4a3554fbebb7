import { findTokenVersion } from '../auth/auth.queries.js';
import type { ModuleDeps } from '../module-deps.js';
import { createNotificationHub } from './notification-hub.js';
import { notificationStream } from './notification-stream.js';
import { notificationsRoutes } from './notifications.routes.js';

/** The bell: its contract calls, and the live stream (mounted apart, see notification-stream.ts). */
export function notificationsModule(deps: ModuleDeps) {
  const tokenVersion = (userId: string) => findTokenVersion(deps.db, userId);
  const routes = notificationsRoutes({ db: deps.db, jwtSecret: deps.config.jwtSecret, tokenVersion });
  const hub = deps.changes ? createNotificationHub(deps.changes.listen, deps.logger) : null;
  const stream = hub
    ? notificationStream({
        db: deps.db,
        hub,
        jwtSecret: deps.config.jwtSecret,
        tokenVersion,
        logger: deps.logger,
      })
    : null;
  return {
    routes,
    stream: stream?.router ?? null,
    /** Ends every open stream (shutdown). */
    endStreams: () => stream?.endAll(),
  };
}
