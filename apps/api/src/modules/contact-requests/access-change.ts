import type { Db } from '../../db/client.js';

/** A request's access began (allowed) or ended (denied after allow, withdrawn, expired). */
export interface AccessChange {
  contactRequestId: string;
  pitchId: string;
  investorId: string;
  ownerId: string;
  /** Whether the investor has access now. */
  open: boolean;
}

/**
 * Told in the change's transaction; the conversations module answers it (its conversation becomes
 * read-only or reopens). Handed in by compose.ts, so this module does not import that one.
 */
export type OnAccessChange = (tx: Db, change: AccessChange) => Promise<void>;
