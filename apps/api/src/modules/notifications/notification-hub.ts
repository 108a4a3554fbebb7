import type { Logger } from 'pino';
import type { Listen } from '../../db/listen.js';

/** The channel the notifications trigger announces on (migration 0005). */
export const NOTIFICATION_CHANNEL = 'angelbridge_notifications';

/**
 * Another module's live events on the same stream (the conversations' `message`, ...): it NOTIFYs on its
 * own channel in its transaction, names who hears it, and renders the event for each listener when sent.
 * Handed in by compose.ts, so this module never imports the modules whose events it carries.
 */
export interface LiveFeed {
  channel: string;
  /** The users an announcement is for; [] (or a payload it does not know) drops it. */
  audience(payload: unknown): string[];
  /** The SSE event for one listener, read as it is sent; null sends nothing (no longer theirs to see). */
  eventFor(userId: string, payload: unknown): Promise<{ event: string; data: unknown } | null>;
}

/** What reaches one open stream: a notification by its id, or a feed's announcement. */
export type Delivery =
  | { kind: 'notification'; id: string }
  | { kind: 'feed'; feed: LiveFeed; payload: unknown };

type Subscriber = (delivery: Delivery) => void;

function parse(payload: string, logger: Logger): unknown {
  try {
    return JSON.parse(payload) as unknown;
  } catch {
    logger.warn('a live announcement is not JSON');
    return null;
  }
}

/**
 * One LISTEN per channel per API instance, shared by all its open streams: every instance on the same
 * PostgreSQL hears every committed notification (and feed event) and passes it to the streams of its users.
 */
export function createNotificationHub(listen: Listen, logger: Logger, feeds: readonly LiveFeed[] = []) {
  const subscribers = new Map<string, Set<Subscriber>>();
  let started: Promise<unknown> | null = null;

  const deliver = (userId: string, delivery: Delivery) => {
    for (const subscriber of subscribers.get(userId) ?? []) subscriber(delivery);
  };

  function dispatch(payload: string) {
    // the connection was lost: nothing to pass on; what was missed, clients fetch when they catch up (since=)
    if (payload === '*') return;
    const message = parse(payload, logger) as { id?: unknown; user_id?: unknown } | null;
    if (typeof message?.id !== 'string' || typeof message.user_id !== 'string') return;
    deliver(message.user_id, { kind: 'notification', id: message.id });
  }

  function dispatchFeed(feed: LiveFeed, raw: string) {
    // lost connection: conversations are caught up from the database by the client, as after a reconnect
    if (raw === '*') return;
    const payload = parse(raw, logger);
    if (payload === null) return;
    for (const userId of new Set(feed.audience(payload))) deliver(userId, { kind: 'feed', feed, payload });
  }

  function start() {
    started ??= Promise.all([
      listen(NOTIFICATION_CHANNEL, dispatch),
      ...feeds.map((feed) => listen(feed.channel, (raw) => dispatchFeed(feed, raw))),
    ]);
    started.catch(() => {
      started = null;
    });
    return started;
  }

  return {
    /** Resolves once listening, so nothing committed after it is missed. */
    async subscribe(userId: string, subscriber: Subscriber): Promise<() => void> {
      await start();
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
