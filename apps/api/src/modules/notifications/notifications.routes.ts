import {
  getNotificationSettings,
  getNotificationStreamTicket,
  getNotifications,
  markNotificationsRead,
  messages,
  NOTIFICATION_STREAM_PATH,
  updateNotificationSettings,
} from '@angelbridge/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { TokenVersionLookup } from '../../http/caller.js';
import { type Route, route } from '../../http/contract-router.js';
import { readSettings, writeSettings } from './notification-settings.js';
import { listNotifications, markRead, unreadCount } from './notifications.queries.js';
import { signTicket, TICKET_SECONDS } from './stream-ticket.js';

export interface NotificationRoutesDeps {
  db: Db;
  jwtSecret: string;
  tokenVersion: TokenVersionLookup;
}

export function notificationsRoutes({ db, jwtSecret, tokenVersion }: NotificationRoutesDeps): Route[] {
  return [
    route(getNotifications, async ({ input, caller }) => {
      const { userId } = caller;
      const [notifications, unread] = await Promise.all([
        listNotifications(db, userId, input),
        unreadCount(db, userId),
      ]);
      return { notifications, unread_count: unread };
    }),
    route(markNotificationsRead, async ({ input, caller }) => {
      const { userId } = caller;
      await markRead(db, userId, input.all ? 'all' : input.ids);
      return { message: messages.notifications.markedRead, unread_count: await unreadCount(db, userId) };
    }),
    route(getNotificationStreamTicket, async ({ caller }) => {
      const { userId } = caller;
      const version = await tokenVersion(userId);
      if (version === null) throw new AppError('UNAUTHORIZED', messages.server.unauthorized);
      return {
        ticket: signTicket(jwtSecret, { userId, version }),
        expires_in: TICKET_SECONDS,
        stream_url: NOTIFICATION_STREAM_PATH,
      };
    }),
    route(getNotificationSettings, async ({ caller }) => ({
      settings: await readSettings(db, caller.userId),
    })),
    route(updateNotificationSettings, async ({ input, caller }) => ({
      message: messages.notifications.settingsSaved,
      settings: await writeSettings(db, caller.userId, input),
    })),
  ];
}
