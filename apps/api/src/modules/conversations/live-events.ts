import type {
  ConversationReadEvent,
  ConversationStatus,
  ConversationStatusEvent,
  MessageEvent,
} from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { LiveFeed } from '../notifications/index.js';
import { unreadTotal } from './conversations.queries.js';
import { messageFor, readMarkFor } from './live-events.queries.js';

/** The channel conversation events are announced on, at commit, to every instance's notification hub. */
export const CONVERSATION_CHANNEL = 'conversation_events';

/**
 * What is announced: small, so it fits NOTIFY's 8 kB whatever the message; each listener's stream reads
 * the rest (the message, its own unread total) when it sends, so nobody sees what they may not.
 */
type Announcement =
  | { kind: 'message'; conversation_id: string; message_id: string; users: string[] }
  | { kind: 'read'; conversation_id: string; reader: string; users: string[] }
  | { kind: 'status'; conversation_id: string; status: ConversationStatus; users: string[] };

/** NOTIFY in the caller's transaction: delivered when it commits, never for a rollback. */
export async function announce(tx: Db, announcement: Announcement): Promise<void> {
  await tx.execute(sql`select pg_notify(${CONVERSATION_CHANNEL}, ${JSON.stringify(announcement)})`);
}

const isAnnouncement = (payload: unknown): payload is Announcement => {
  const a = payload as Partial<Announcement> | null;
  return (
    typeof a?.conversation_id === 'string' &&
    Array.isArray(a.users) &&
    (a.kind === 'message' || a.kind === 'read' || a.kind === 'status')
  );
};

/**
 * The conversations' events on the notification stream: `message`, `conversation_read` and
 * `conversation_status` (contract schemas), to both participants' open streams on every instance.
 * They carry no event id: after a reconnect the client reloads its conversations from the database.
 */
export function conversationFeed(db: Db): LiveFeed {
  return {
    channel: CONVERSATION_CHANNEL,
    audience: (payload) =>
      isAnnouncement(payload) ? payload.users.filter((u): u is string => typeof u === 'string') : [],
    async eventFor(userId, payload) {
      if (!isAnnouncement(payload)) return null;
      const conversationId = payload.conversation_id;
      if (payload.kind === 'status') {
        const data: ConversationStatusEvent = { conversation_id: conversationId, status: payload.status };
        return { event: 'conversation_status', data };
      }
      if (payload.kind === 'read') {
        const mark = await readMarkFor(db, userId, conversationId, payload.reader);
        if (!mark) return null;
        const data: ConversationReadEvent = {
          conversation_id: conversationId,
          read_up_to: mark,
          unread_total: await unreadTotal(db, userId),
        };
        return { event: 'conversation_read', data };
      }
      const message = await messageFor(db, userId, conversationId, payload.message_id);
      if (!message) return null;
      const data: MessageEvent = {
        conversation_id: conversationId,
        message,
        unread_total: await unreadTotal(db, userId),
      };
      return { event: 'message', data };
    },
  };
}
