import { type SQL, sql } from 'drizzle-orm';
import { joinedRequestAllowedSql, requestAllowedSql } from '../contact-requests/index.js';

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
 * Both accounts stand: neither deleted nor suspended. A deleted account's row stays, anonymised
 * (/deleteMyAccount), so the other side keeps the history, read-only for good; a suspended person's
 * conversations turn read-only for both sides at once and reopen on restore (issue 21). One subquery of
 * three primary-key lookups per row (`i` the investor, `o` the owner): two EXISTS made the planner hash
 * the whole users table on every list (issue 20).
 */
function participantsActiveSql(c: SQL): SQL {
  return sql`exists (select 1 from users i, pitches cp join users o on o.id = cp.owner_id
    where i.id = ${c}.investor_id and cp.id = ${c}.pitch_id
      and ${accountStandsSql(sql.raw('i'))} and ${accountStandsSql(sql.raw('o'))})`;
}

/** A `users` row (named `u`) of an account in good standing. */
const accountStandsSql = (u: SQL) => sql`(${u}.suspended_at is null and ${u}.deleted_at is null)`;

/**
 * conversationOpenSql over rows a list has joined itself, cheaper than its lookups per row for hundreds
 * of conversations: the conversation's `contact_requests` row (left-joined on its pitch and investor,
 * unaliased), its investor's `users` row and its pitch owner's.
 */
export function joinedConversationOpenSql(investor: SQL, owner: SQL): SQL {
  return sql`(${joinedRequestAllowedSql} and ${accountStandsSql(investor)} and ${accountStandsSql(owner)})`;
}

/** `open` or `read_only` from the rule's answer. */
export const statusOf = (open: boolean) => (open ? 'open' : 'read_only') as 'open' | 'read_only';
