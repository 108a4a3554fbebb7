import { type SQL, sql } from 'drizzle-orm';
import { requestAllowedSql } from '../contact-requests/index.js';

/**
 * THE rule of a conversation's status, in SQL so that every call (the list, a thread, a send, a link
 * being served) decides it in its own statement and no two can disagree: open only while the investor's
 * contact request for the pitch is allowed and unexpired (contact-requests' rule, on the database's
 * clock) and both participants' accounts are in good standing; read-only otherwise.
 * `c` names the `conversations` row of the caller's query.
 */
export function conversationOpenSql(c: SQL = sql.raw('c')): SQL {
  return sql`(${requestAllowedSql(sql`${c}.pitch_id`, sql`${c}.investor_id`)}
    and ${participantsActiveSql(c)})`;
}

/**
 * Both accounts exist and neither is suspended (issue 21: a suspended person's conversations turn
 * read-only for both sides at once, and reopen on restore). A deleted account's conversations go with it
 * (cascades), so existence only guards the moment of a delete. One subquery of three primary-key lookups
 * per row (`i` the investor, `o` the owner): two EXISTS made the planner hash the whole users table on
 * every list (issue 20).
 */
function participantsActiveSql(c: SQL): SQL {
  return sql`exists (select 1 from users i, pitches cp join users o on o.id = cp.owner_id
    where i.id = ${c}.investor_id and cp.id = ${c}.pitch_id
      and i.suspended_at is null and o.suspended_at is null)`;
}

/** `open` or `read_only` from the rule's answer. */
export const statusOf = (open: boolean) => (open ? 'open' : 'read_only') as 'open' | 'read_only';
