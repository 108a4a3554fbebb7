import type { Db } from '../../db/client.js';

/** Who makes a write, for its audit row. */
export interface Actor {
  userId: string;
  requestId: string;
}

/**
 * Posts a message in the conversation of a pitch and investor, starting it when there is none (the
 * conversations module's, passed in by compose.ts), in the caller's transaction.
 */
export type PostMessage = (
  tx: Db,
  message: { pitchId: string; investorId: string; senderId: string; body: string },
) => Promise<{ conversationId: string; messageId: string }>;

export interface UpdatesContext {
  db: Db;
  publicUrl: string;
  postMessage: PostMessage;
}
