import {
  CONTACT_MESSAGES_PAGE_SIZE,
  type ContactMessageFilter,
  type ContactRole,
} from '@angelbridge/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.js';

export interface ContactMessageRow {
  id: string;
  name: string;
  email: string;
  role: ContactRole;
  subject: string;
  message: string;
  contact_me: boolean;
  file_url: string | null;
  file_name: string | null;
  created_at: Date | string;
  handled_at: Date | string | null;
  handled_by: string | null;
  total?: number;
}

const FILTERS: Record<ContactMessageFilter, SQL> = {
  unhandled: sql`m.handled_at is null`,
  handled: sql`m.handled_at is not null`,
  all: sql`true`,
};

const select = (where: SQL, tail: SQL = sql``) => sql`
  select m.id, m.name, m.email, m.role, m.subject, m.message, m.contact_me, m.file_url, m.file_name,
    m.created_at, m.handled_at,
    case when u.id is null then null else u.first_name || ' ' || u.last_name end as handled_by,
    count(*) over ()::int as total
  from contact_messages m left join users u on u.id = m.handled_by
  where ${where} ${tail}`;

export async function listContactMessages(db: Db, filter: ContactMessageFilter, page: number) {
  const where = FILTERS[filter];
  const rows = await queryRows<ContactMessageRow>(
    db,
    select(
      where,
      sql`order by m.created_at desc, m.id
          limit ${CONTACT_MESSAGES_PAGE_SIZE} offset ${(page - 1) * CONTACT_MESSAGES_PAGE_SIZE}`,
    ),
  );
  const total =
    rows[0]?.total ??
    (
      await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from contact_messages m where ${where}`,
      )
    )[0]?.n ??
    0;
  return { rows, total };
}

export async function findContactMessage(db: Db, id: string): Promise<ContactMessageRow | null> {
  const [row] = await queryRows<ContactMessageRow>(db, select(sql`m.id = ${id}`));
  return row ?? null;
}

/** Marks it handled unless it already is; answers whether this call did (locked: two admins, one wins). */
export async function markHandled(tx: Db, id: string, adminId: string) {
  const [row] = await queryRows<{ handled_at: Date | string | null }>(
    tx,
    sql`select handled_at from contact_messages where id = ${id} for update`,
  );
  if (!row) return 'missing' as const;
  if (row.handled_at) return 'already' as const;
  await tx.execute(
    sql`update contact_messages set handled_at = now(), handled_by = ${adminId} where id = ${id}`,
  );
  return 'marked' as const;
}

/** The stored file of a message, for its signed link, while the viewer is still an admin. */
export async function contactFileFor(db: Db, messageId: string, viewerId: string) {
  const [row] = await queryRows<{ file_url: string; file_name: string }>(
    db,
    sql`select m.file_url, m.file_name from contact_messages m
        where m.id = ${messageId} and m.file_url is not null
          and exists (select 1 from users u where u.id = ${viewerId} and u.user_type::text = 'admin')`,
  );
  return row ?? null;
}
