import { utcToday } from '@angelbridge/contracts';
import type { Db } from '../../db/client.js';
import type { Tell } from './commitment-notices.js';

/** What every use case of the module works with. */
export interface CommitmentsContext {
  db: Db;
  tell: Tell;
  /** Today (UTC, YYYY-MM-DD): every `until` is judged against it. */
  today: () => string;
}

/** Who acts, and the request it came in (the audit log's key to the request's log lines). */
export interface Actor {
  userId: string;
  requestId: string;
}

export const systemToday = () => utcToday();
