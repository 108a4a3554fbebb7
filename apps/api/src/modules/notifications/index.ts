import type { TokenVersionLookup } from '../../http/caller.js';
import type { ModuleDeps } from '../module-deps.js';
import { createNotificationHub, type LiveFeed } from './notification-hub.js';
import { readSettings, wantEmail, wantsEmail } from './notification-settings.js';
import { notificationStream } from './notification-stream.js';
import { insertNotification, insertNotifications } from './notifications.queries.js';
import { notificationsRoutes } from './notifications.routes.js';

export type { LiveFeed } from './notification-hub.js';
export type { EmailKind } from './notification-settings.js';
export type { NewNotification } from './notifications.queries.js';

/** What other modules do with notifications: both run in the caller's transaction. */
export const notificationsService = {
  /** Writes a notification; a trigger announces it to the live streams on commit (migration 0005). */
  insert: insertNotification,
  /** Many notifications in one statement (a batch of notices), announced as each one is. */
  insertAll: insertNotifications,
  /** Whether the user wants e-mail of this kind (the bell's settings). */
  wantsEmail,
  /** The same for many users in one read: a function of the user and the kind. */
  wantEmail,
  /** The user's e-mail switches (the account's data export reads them). */
  readSettings,
};

export type NotificationsService = typeof notificationsService;

export interface NotificationsDeps extends ModuleDeps {
  /** Whose sessions still stand (auth's), so a stream ends with its session. */
  tokenVersion: TokenVersionLookup;
  /** Other modules' live events, sent on the same stream (compose.ts hands in the conversations'). */
  feeds?: readonly LiveFeed[];
}

/** The bell: its contract calls, and the live stream (mounted apart, see notification-stream.ts). */
export function createNotifications(deps: NotificationsDeps) {
  const { tokenVersion } = deps;
  const routes = notificationsRoutes({ db: deps.db, jwtSecret: deps.config.jwtSecret, tokenVersion });
  const hub = deps.changes ? createNotificationHub(deps.changes.listen, deps.logger, deps.feeds) : null;
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
    service: notificationsService,
    stream: stream?.router ?? null,
    /** Ends every open stream (shutdown). */
    endStreams: () => stream?.endAll(),
  };
}
