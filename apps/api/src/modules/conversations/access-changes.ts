import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { type AccessChange, recordRequestStep } from '../contact-requests/index.js';
import { conversationOpenSql, statusOf } from './conversation-status.js';
import { announce } from './live-events.js';

/**
 * What a change of the investor's access does to their conversation about the pitch, if they have one:
 * it becomes read-only when access ends (deny after allow, withdrawal, expiry) and reopens when allowed
 * again. The request's history records it, and both participants' open pages hear it at commit.
 * Contact-requests calls it in its own transaction (compose.ts hands it in: that module cannot import
 * this one).
 */
export async function conversationAccessChanged(tx: Db, change: AccessChange): Promise<void> {
  const [conversation] = await queryRows<{ id: string; open: boolean }>(
    tx,
    sql`select c.id, ${conversationOpenSql()} as open from conversations c
        where c.pitch_id = ${change.pitchId} and c.investor_id = ${change.investorId}`,
  );
  if (!conversation) return;
  await recordRequestStep(tx, {
    pitchId: change.pitchId,
    investorId: change.investorId,
    kind: change.open ? 'conversation_reopened' : 'conversation_read_only',
    actorId: null,
  });
  await announce(tx, {
    kind: 'status',
    conversation_id: conversation.id,
    // the status rule's answer after the change (allowed again, yet an account gone, stays read-only)
    status: statusOf(conversation.open),
    users: [change.ownerId, change.investorId],
  });
}
