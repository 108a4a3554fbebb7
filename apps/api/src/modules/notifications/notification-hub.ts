import type { Logger } from 'pino';
import type { Listen } from '../../db/listen.js';

/** The channel the notifications trigger announces on (migration 0005). */
export const NOTIFICATION_CHANNEL = 'angelbridge_notifications';

type Subscriber = (notificationId: string) => void;

/**
 * One LISTEN per API instance, shared by all its open streams: every instance on the same PostgreSQL
 * hears every committed notification and passes it to the streams of its user.
 */
export function createNotificationHub(listen: Listen, logger: Logger) {
  const subscribers = new Map<string, Set<Subscriber>>();
  let started: Promise<() => Promise<void>> | null = null;

  function dispatch(payload: string) {
    // the connection was lost: nothing to pass on; what was missed, clients fetch when they catch up (since=)
    if (payload === '*') return;
    let message: { id?: unknown; user_id?: unknown };
    try {
      message = JSON.parse(payload) as typeof message;
    } catch {
      logger.warn('notification announcement is not JSON');
      return;
    }
    if (typeof message.id !== 'string' || typeof message.user_id !== 'string') return;
    for (const subscriber of subscribers.get(message.user_id) ?? []) subscriber(message.id);
  }

  return {
    /** Resolves once listening, so nothing committed after it is missed. */
    async subscribe(userId: string, subscriber: Subscriber): Promise<() => void> {
      if (!started) {
        started = listen(NOTIFICATION_CHANNEL, dispatch);
        started.catch(() => {
          started = null;
        });
      }
      await started;
      let set = subscribers.get(userId);
      if (!set) {
        set = new Set();
        subscribers.set(userId, set);
      }
      set.add(subscriber);
      return () => {
        set.delete(subscriber);
        if (set.size === 0 && subscribers.get(userId) === set) subscribers.delete(userId);
      };
    },
    streamsOf(userId: string): number {
      return subscribers.get(userId)?.size ?? 0;
    },
  };
}

export type NotificationHub = ReturnType<typeof createNotificationHub>;
