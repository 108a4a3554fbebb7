import { utcToday } from '@angelbridge/contracts';
import type { Db } from '../../db/client.js';
import type { Tell } from './commitment-notices.js';

/** What every use case of the module works with. */
export interface CommitmentsContext {
  db: Db;
  tell: Tell;
  /** Today (UTC, YYYY-MM-DD): every `until` is judged against it. */
  today: () => string;
  /** What the agreements module does as the round closes or reopens (compose.ts passes it). */
  hooks: RoundHooks;
}

/**
 * Steps of another module inside the round's close and reopen transactions, the round row locked: the
 * agreements (issue 33) are queued after a close, and a reopen is refused (throws) once one is signed.
 */
export interface RoundHooks {
  afterClose: (tx: Db, pitchId: string, actor: Actor) => Promise<unknown>;
  beforeReopen: (tx: Db, pitchId: string, actor: Actor) => Promise<void>;
}

/** No steps: for the module's parts other modules build to read (they never close or reopen a round). */
export const noRoundHooks: RoundHooks = { afterClose: async () => 0, beforeReopen: async () => undefined };

/** Who acts, and the request it came in (the audit log's key to the request's log lines). */
export interface Actor {
  userId: string;
  requestId: string;
}

export const systemToday = () => utcToday();
