import type { ConversationSummary } from '@angelbridge/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { conversationOpenSql, joinedConversationOpenSql, statusOf } from './conversation-status.js';

/** A conversation as the calls decide on it: who takes part, and its status now. */
export interface ConversationRow {
  id: string;
  pitchId: string;
  investorId: string;
  ownerId: string;
  open: boolean;
}

/**
 * The caller's conversations (or one of them): each is one of theirs when they are its investor or own
 * its pitch, so nobody else can ever reach a row through this query.
 */
function mineSql(userId: string, conversationId?: string): SQL {
  const one = conversationId ? sql`and c.id = ${conversationId}` : sql``;
  const columns = sql`c.id, c.pitch_id, c.investor_id, c.last_message_at, c.last_message_id,
    c.investor_unread, c.owner_unread`;
  return sql`(
    select ${columns} from conversations c
    where c.investor_id = ${userId} ${one}
    union all
    select ${columns} from conversations c
    join pitches op on op.id = c.pitch_id
    where op.owner_id = ${userId} ${one}
  )`;
}

/** The caller's unread count of a `mineSql` row: the counter of their side (kept by the triggers). */
const myUnreadSql = (userId: string) =>
  sql`case when c.investor_id = ${userId} then c.investor_unread else c.owner_unread end`;

/** One conversation of the caller's, or null when it is not theirs (or does not exist). */
export async function findMine(
  db: Db,
  userId: string,
  conversationId: string,
): Promise<ConversationRow | null> {
  const [row] = await queryRows<ConversationRow>(
    db,
    sql`select c.id, c.pitch_id as "pitchId", c.investor_id as "investorId", p.owner_id as "ownerId",
          ${conversationOpenSql()} as open
        from ${mineSql(userId, conversationId)} c join pitches p on p.id = c.pitch_id`,
  );
  return row ?? null;
}

/**
 * The conversation of a pitch and investor, made if there is none yet (the unique pair and `on conflict`
 * make two starts at once find the same row); `started` when this call made it.
 */
export async function startConversation(
  tx: Db,
  pitchId: string,
  investorId: string,
): Promise<{ id: string; started: boolean }> {
  const made = await queryRows<{ id: string }>(
    tx,
    sql`insert into conversations (pitch_id, investor_id) values (${pitchId}, ${investorId})
        on conflict (pitch_id, investor_id) do nothing returning id`,
  );
  if (made[0]) return { id: made[0].id, started: true };
  const [found] = await queryRows<{ id: string }>(
    tx,
    sql`select id from conversations where pitch_id = ${pitchId} and investor_id = ${investorId}`,
  );
  if (!found) throw new Error('a conversation vanished between its conflict and its read');
  return { id: found.id, started: false };
}

/** Who owns the pitch (null when there is no such pitch). */
export async function pitchOwner(db: Db, pitchId: string): Promise<string | null> {
  const [row] = await queryRows<{ owner_id: string }>(
    db,
    sql`select owner_id from pitches where id = ${pitchId}`,
  );
  return row?.owner_id ?? null;
}

/** The conversation of a pitch and investor if it exists (no access check: the caller decides). */
export async function findByPair(db: Db, pitchId: string, investorId: string): Promise<string | null> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`select id from conversations where pitch_id = ${pitchId} and investor_id = ${investorId}`,
  );
  return row?.id ?? null;
}

interface SummaryRow {
  id: string;
  pitch_id: string;
  name_of_pitch: string;
  other_id: string;
  first_name: string;
  last_name: string;
  photo: string | null;
  user_type: 'entrepreneur' | 'investor';
  last_body: string | null;
  last_at: string | null;
  from_me: boolean | null;
  unread_count: number;
  open: boolean;
}

/** A timestamp as JSON in the contract's form, as Date#toISOString writes it (UTC, milliseconds, Z). */
const isoSql = (at: SQL) => sql`to_char(${at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A list row's preview of the newest message: a line, not up to 5,000 characters times 500 rows. */
export const LAST_MESSAGE_PREVIEW = 200;

/**
 * The caller's conversations as the list shows them (or just one), newest activity first, in one
 * statement: each row's newest message is one primary-key lookup and its unread count a column, both
 * kept on the conversation by triggers (migration conversation_summaries), so the cost grows with the
 * caller's conversations only and none of their messages is scanned, however many are unread
 * (docs/api-structure.md, Conversations). The rows come as one JSON text (PGlite converts 500 rows of 13
 * columns much slower than V8 parses their JSON), and the rule of the status reads the rows joined here
 * rather than looking them up again per row.
 */
export async function summaries(
  db: Db,
  userId: string,
  conversationId?: string,
): Promise<ConversationSummary[]> {
  // a column of the other side: the owner's for the investor, the investor's for the owner
  const other = (column: string) =>
    sql`case when c.investor_id = ${userId} then ${sql.raw(`ow.${column}`)} else ${sql.raw(`i.${column}`)} end`;
  const rows = await queryRows<{ list: string | null }>(
    db,
    sql`select json_agg(x order by x.activity_at desc, x.id)::text as list from (
        select c.id, c.pitch_id, p.name_of_pitch, c.last_message_at as activity_at,
          ${other('id')} as other_id, ${other('first_name')} as first_name, ${other('last_name')} as last_name,
          ${other('photo')} as photo, ${other('user_type')} as user_type,
          -- the list shows a line of the newest message: its first LAST_MESSAGE_PREVIEW characters
          left(lm.body, ${LAST_MESSAGE_PREVIEW}) as last_body, ${isoSql(sql`lm.created_at`)} as last_at,
          lm.sender_id = ${userId} as from_me, ${myUnreadSql(userId)} as unread_count,
          ${joinedConversationOpenSql(sql.raw('i'), sql.raw('ow'))} as open
        from ${mineSql(userId, conversationId)} c
        join pitches p on p.id = c.pitch_id
        join users i on i.id = c.investor_id
        join users ow on ow.id = p.owner_id
        left join contact_requests on contact_requests.pitch_id = c.pitch_id
          and contact_requests.investor_id = c.investor_id
        left join conversation_messages lm on lm.id = c.last_message_id) x`,
  );
  const list = rows[0]?.list;
  return (list ? (JSON.parse(list) as SummaryRow[]) : []).map((row) => ({
    _id: row.id,
    pitch_id: row.pitch_id,
    name_of_pitch: row.name_of_pitch,
    other: {
      _id: row.other_id,
      first_name: row.first_name,
      last_name: row.last_name,
      photo: row.photo ?? '',
      user_type: row.user_type,
    },
    last_message:
      row.last_at === null
        ? null
        : { body: row.last_body ?? '', created_at: row.last_at, from_me: row.from_me === true },
    unread_count: row.unread_count,
    status: statusOf(row.open),
  }));
}

/** How many messages the other side sent the user that they have not read, over all conversations. */
export async function unreadTotal(db: Db, userId: string): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    db,
    sql`select coalesce(sum(${myUnreadSql(userId)}), 0)::int as total from ${mineSql(userId)} c`,
  );
  return Number(row?.total ?? 0);
}
