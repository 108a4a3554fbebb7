import { messages, NOTIFICATION_STREAM_PATH, type Notification } from '@angelbridge/contracts';
import express, { type Request, type Response, type Router } from 'express';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.js';
import type { TokenVersionLookup } from '../../http/caller.js';
import type { LiveFeed, NotificationHub } from './notification-hub.js';
import { findNotification, notificationsAfter, unreadCount } from './notifications.queries.js';
import { verifyTicket } from './stream-ticket.js';

export interface StreamDeps {
  db: Db;
  hub: NotificationHub;
  jwtSecret: string;
  tokenVersion: TokenVersionLookup;
  logger: Logger;
  /** Comment lines that keep proxies from closing an idle stream. */
  heartbeatMs?: number;
}

/** Per user and instance; a tab left open many times must not hold unbounded connections. */
const MAX_STREAMS_PER_USER = 10;
const CATCH_UP_LIMIT = 100;

function sinceOf(req: Request): number | undefined {
  const raw = req.get('last-event-id') ?? (typeof req.query.since === 'string' ? req.query.since : undefined);
  if (raw === undefined || !/^\d{1,15}$/.test(raw)) return undefined;
  return Number(raw);
}

/**
 * GET /api/notifications/stream?ticket=...[&since=<seq>]: Server-Sent Events, one `notification` event
 * per new notification, with the unread count, and the live feeds' events (conversations' `message`,
 * ...). After a reconnect (Last-Event-ID, or since=) it first sends the notifications missed. It stands
 * outside the contract router: EventSource sends no API key header, and the ticket was handed out by a
 * call that checked it.
 */
export function notificationStream(deps: StreamDeps): { router: Router; endAll: () => void } {
  const router = express.Router();
  const open = new Set<Response>();
  const heartbeatMs = deps.heartbeatMs ?? 25_000;

  router.get(NOTIFICATION_STREAM_PATH, async (req: Request, res: Response) => {
    const ticket = typeof req.query.ticket === 'string' ? req.query.ticket : '';
    const claims = ticket ? verifyTicket(deps.jwtSecret, ticket) : null;
    const current = claims ? await deps.tokenVersion(claims.userId) : null;
    if (!claims || current !== claims.version) {
      res.status(401).json({ success: false, message: messages.notifications.ticketInvalid });
      return;
    }
    const { userId } = claims;
    if (deps.hub.streamsOf(userId) >= MAX_STREAMS_PER_USER) {
      res.status(429).json({ success: false, message: messages.server.tooManyRequests });
      return;
    }

    const since = sinceOf(req);
    // Seqs are taken before commit, so two notifications may commit out of order: remember what was sent
    // rather than only the highest.
    const sent = new Set<number>();
    let closed = false;
    // One task at a time, so catch-up and live events leave in order and none twice; nothing runs
    // before the headers are out.
    let start: () => void = () => undefined;
    let queue = new Promise<void>((resolve) => {
      start = resolve;
    });
    const enqueue = (task: () => Promise<void>) => {
      queue = queue.then(task).catch((error: unknown) => {
        deps.logger.warn({ err: error }, 'notification stream write failed');
      });
    };
    const send = async (notification: Notification) => {
      if (closed || sent.has(notification.seq)) return;
      if (since !== undefined && notification.seq <= since) return;
      sent.add(notification.seq);
      const data = { notification, unread_count: await unreadCount(deps.db, userId) };
      res.write(`id: ${notification.seq}\nevent: notification\ndata: ${JSON.stringify(data)}\n\n`);
    };

    // Other modules' events (conversations) carry no id: the browser's Last-Event-ID stays the last
    // notification's seq, and those clients catch up from the database instead.
    const sendFeedEvent = async (feed: LiveFeed, payload: unknown) => {
      if (closed) return;
      const event = await feed.eventFor(userId, payload);
      if (event && !closed) res.write(`event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`);
    };

    // Listen first, then catch up: whatever commits in between arrives by one way or the other. When the
    // database cannot listen, the call fails as a whole (the error handler answers) and the client retries.
    const unsubscribe = await deps.hub.subscribe(userId, (delivery) =>
      enqueue(async () => {
        if (delivery.kind === 'feed') {
          await sendFeedEvent(delivery.feed, delivery.payload);
          return;
        }
        const notification = await findNotification(deps.db, userId, delivery.id);
        if (notification) await send(notification);
      }),
    );

    res.status(200);
    res.set({
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    res.flushHeaders();
    res.write('retry: 3000\n\n');
    open.add(res);
    const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), heartbeatMs);
    res.on('close', () => {
      closed = true;
      open.delete(res);
      clearInterval(heartbeat);
      unsubscribe();
    });
    start();

    if (since !== undefined) {
      enqueue(async () => {
        for (const notification of await notificationsAfter(deps.db, userId, since, CATCH_UP_LIMIT)) {
          await send(notification);
        }
      });
    }
    // Tells the client the stream is live (tests and the web wait for it rather than for time).
    enqueue(async () => {
      if (!closed) res.write('event: ready\ndata: {}\n\n');
    });
  });
  // On shutdown: open streams would otherwise keep the server from closing; clients reconnect elsewhere.
  const endAll = () => {
    for (const res of open) res.end();
  };
  return { router, endAll };
}
