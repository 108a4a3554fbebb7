import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { iso } from '../../db/iso.js';

type When = Date | string;

/** The people on the other side are named only: never their e-mail, phone or anything they keep. */
interface OtherRow {
  other_id: string;
  other_first: string;
  other_last: string;
}
/** Rows grouped by their parent's id, each group in the rows' order. */
function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

const otherOf = (row: OtherRow) => ({
  _id: row.other_id,
  first_name: row.other_first,
  last_name: row.other_last,
});

/** The ids of the caller's own pitches, newest first (drafts and hidden ones included). */
export async function ownPitchIds(db: Db, userId: string): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select id from pitches where owner_id = ${userId} order by created_at desc, id`,
  );
  return rows.map((row) => row.id);
}

interface RequestRow extends OtherRow {
  id: string;
  side: 'made' | 'received';
  pitch_id: string;
  name_of_pitch: string;
  status: string;
  requested_at: When;
}

/**
 * Both sides of contact access: the requests the caller made (investor) and those on the caller's
 * pitches (founder), each with its steps. The wire's 'denied' for the stored 'deny'.
 */
export async function contactRequestsOf(db: Db, userId: string) {
  const rows = await queryRows<RequestRow>(
    db,
    sql`select r.id, case when r.investor_id = ${userId} then 'made' else 'received' end as side,
          r.pitch_id, p.name_of_pitch, r.status::text as status, r.requested_at,
          o.id as other_id, o.first_name as other_first, o.last_name as other_last
        from contact_requests r
        join pitches p on p.id = r.pitch_id
        join users o on o.id = case when r.investor_id = ${userId} then p.owner_id else r.investor_id end
        where r.investor_id = ${userId} or p.owner_id = ${userId}
        order by r.requested_at desc, r.id`,
  );
  const ids = rows.map((row) => row.id);
  const events = ids.length
    ? await queryRows<{ contact_request_id: string; kind: string; note: string | null; created_at: When }>(
        db,
        sql`select contact_request_id, kind::text as kind, note, created_at from contact_request_events
            where contact_request_id in (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})
            order by created_at, id`,
      )
    : [];
  const eventsOf = groupBy(events, (event) => event.contact_request_id);
  return rows.map((row) => ({
    _id: row.id,
    side: row.side,
    pitch_id: row.pitch_id,
    name_of_pitch: row.name_of_pitch,
    other: otherOf(row),
    status: row.status === 'deny' ? 'denied' : row.status,
    created_at: iso(row.requested_at),
    history: (eventsOf.get(row.id) ?? []).map((event) => ({
      event: event.kind,
      note: event.note,
      created_at: iso(event.created_at),
    })),
  }));
}

interface ConversationRow extends OtherRow {
  id: string;
  pitch_id: string;
  name_of_pitch: string;
  created_at: When;
}

interface MessageRow {
  id: string;
  conversation_id: string;
  from_me: boolean;
  body: string;
  created_at: When;
  attachments: { name: string; size: number; type: string }[] | null;
}

/** Every conversation the caller takes part in (as its investor or its pitch's owner), every message. */
export async function conversationsOf(db: Db, userId: string) {
  const rows = await queryRows<ConversationRow>(
    db,
    sql`select c.id, c.pitch_id, p.name_of_pitch, c.created_at,
          o.id as other_id, o.first_name as other_first, o.last_name as other_last
        from conversations c
        join pitches p on p.id = c.pitch_id
        join users o on o.id = case when c.investor_id = ${userId} then p.owner_id else c.investor_id end
        where c.investor_id = ${userId} or p.owner_id = ${userId}
        order by c.last_message_at desc, c.id`,
  );
  const ids = rows.map((row) => row.id);
  const messages = ids.length
    ? await queryRows<MessageRow>(
        db,
        sql`select m.id, m.conversation_id, m.sender_id = ${userId} as from_me, m.body, m.created_at,
              (select json_agg(json_build_object('name', a.name, 'size', a.size, 'type', a.type)
                 order by a.sort, a.id)
               from message_attachments a where a.message_id = m.id) as attachments
            from conversation_messages m
            where m.conversation_id in (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})
            order by m.seq`,
      )
    : [];
  const messagesOf = groupBy(messages, (message) => message.conversation_id);
  return rows.map((row) => ({
    _id: row.id,
    pitch_id: row.pitch_id,
    name_of_pitch: row.name_of_pitch,
    other: otherOf(row),
    created_at: iso(row.created_at),
    messages: (messagesOf.get(row.id) ?? []).map((message) => ({
      _id: message.id,
      from_me: message.from_me === true,
      body: message.body,
      created_at: iso(message.created_at),
      attachments: message.attachments ?? [],
    })),
  }));
}

/** The caller's bell, oldest first. */
export async function notificationsOf(db: Db, userId: string) {
  const rows = await queryRows<{
    kind: string;
    title: string;
    body: string;
    link: string;
    read_at: When | null;
    created_at: When;
  }>(
    db,
    sql`select kind, title, body, link, read_at, created_at from notifications
        where user_id = ${userId} order by seq`,
  );
  return rows.map(({ read_at, created_at, ...row }) => ({
    ...row,
    read: read_at !== null,
    created_at: iso(created_at),
  }));
}
