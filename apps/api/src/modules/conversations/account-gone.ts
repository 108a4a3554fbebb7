import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { announce } from './live-events.js';

/**
 * An account was deleted in this transaction: each of its conversations is read-only from now on, and
 * the other participant's open page hears it at commit, as it would an access change. The deleted side
 * has no session left to hear it.
 */
export async function announceAccountGone(tx: Db, userId: string): Promise<void> {
  const rows = await queryRows<{ id: string; other: string }>(
    tx,
    sql`select c.id, case when c.investor_id = ${userId} then p.owner_id else c.investor_id end as other
        from conversations c join pitches p on p.id = c.pitch_id
        where c.investor_id = ${userId} or p.owner_id = ${userId}`,
  );
  for (const row of rows) {
    await announce(tx, { kind: 'status', conversation_id: row.id, status: 'read_only', users: [row.other] });
  }
}
