import type { UpdateRecipient, UpdateSummary } from '@angelbridge/contracts';
import { UPDATES_PAGE_SIZE } from '@angelbridge/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { preparedRows } from '../../db/prepared.js';
import { isoSql, summaryColumns, updateDocSql } from './update-shape.js';

const pageOf = (rows: { list: string | null }[]) =>
  rows[0]?.list ? (JSON.parse(rows[0].list) as UpdateSummary[]) : [];
const offsetOf = (page: number) => (page - 1) * UPDATES_PAGE_SIZE;
const samePitch = (column: SQL, pitchId: string | undefined) =>
  pitchId ? sql`and ${column} = ${pitchId}` : sql``;

/**
 * A recipient's feed: the published updates sent to them (of one pitch, or all), newest first, a page read
 * from the feed index and only its rows joined; with the feed's count and everything unread. One prepared
 * statement: planning it cost more than running it.
 */
export async function recipientFeed(db: Db, userId: string, pitchId: string | undefined, page: number) {
  const [row] = await preparedRows<{ list: string | null; total: number; unread: number }>(
    db,
    'update_feed',
    sql`select (select json_agg(x order by x.published_at desc, x."_id" desc)::text from (
            select ${summaryColumns({ unread: sql`r.read_at is null`, recipients: sql`null`, reads: sql`null` })}
            from (select update_id, read_at from update_recipients
                  where user_id = ${userId} ${samePitch(sql`pitch_id`, pitchId)}
                  order by published_at desc, update_id desc
                  limit ${UPDATES_PAGE_SIZE} offset ${offsetOf(page)}) r
            join investor_updates u on u.id = r.update_id
            join pitches p on p.id = u.pitch_id) x) as list,
          c.total, c.unread
        from (select count(*) filter (where true ${samePitch(sql`pitch_id`, pitchId)})::int as total,
                count(*) filter (where read_at is null)::int as unread
              from update_recipients where user_id = ${userId}) c`,
  );
  return {
    updates: pageOf([{ list: row?.list ?? null }]),
    total: Number(row?.total ?? 0),
    unread: Number(row?.unread ?? 0),
  };
}

/**
 * The owner's updates (of one pitch, or all of theirs): drafts first, then the published ones newest
 * first, each published one with how many received it and how many opened it.
 */
export async function ownerList(db: Db, ownerId: string, pitchId: string | undefined, page: number) {
  const mine = sql`p.owner_id = ${ownerId} ${samePitch(sql`u.pitch_id`, pitchId)}`;
  const [list, [counts]] = await Promise.all([
    queryRows<{ list: string | null }>(
      db,
      sql`select json_agg(x order by x.draft desc, x.at desc, x."_id" desc)::text as list from (
            select ${summaryColumns({
              unread: sql`null`,
              recipients: sql`case when u.status = 'published' then rc.recipients end`,
              reads: sql`case when u.status = 'published' then rc.reads end`,
            })}, u.status = 'draft' as draft, coalesce(u.published_at, u.updated_at) as at
            from investor_updates u join pitches p on p.id = u.pitch_id
            left join lateral (
              select count(*)::int as recipients, count(r.read_at)::int as reads
              from update_recipients r where r.update_id = u.id) rc on true
            where ${mine}
            order by u.status = 'draft' desc, coalesce(u.published_at, u.updated_at) desc, u.id desc
            limit ${UPDATES_PAGE_SIZE} offset ${offsetOf(page)}) x`,
    ),
    queryRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from investor_updates u join pitches p on p.id = u.pitch_id
          where ${mine}`,
    ),
  ]);
  return { updates: pageOf(list), total: Number(counts?.total ?? 0), unread: 0 };
}

/** Who may read an update: its pitch's owner, and its recipients. */
export interface UpdateReader {
  id: string;
  pitch_id: string;
  owner_id: string;
  status: string;
  /** The caller received it. */
  recipient: boolean;
}

export async function updateReader(db: Db, updateId: string, userId: string): Promise<UpdateReader | null> {
  const [row] = await queryRows<UpdateReader>(
    db,
    sql`select u.id, u.pitch_id, p.owner_id, u.status, (r.user_id is not null) as recipient
        from investor_updates u join pitches p on p.id = u.pitch_id
        left join update_recipients r on r.update_id = u.id and r.user_id = ${userId}
        where u.id = ${updateId}`,
  );
  return row ?? null;
}

/**
 * A recipient opens an update: it is marked read the first time (never moved later; a data-modifying CTE
 * runs whether or not the query reads it), and answered whole with the conversation their replies go
 * to, when there is one.
 */
export async function openAsRecipient(db: Db, updateId: string, userId: string) {
  const [row] = await queryRows<{ doc: string; conversation_id: string | null }>(
    db,
    sql`with marked as (
          update update_recipients set read_at = now()
          where update_id = ${updateId} and user_id = ${userId} and read_at is null returning 1)
        select ${updateDocSql} as doc,
          (select c.id from conversations c where c.pitch_id = u.pitch_id and c.investor_id = ${userId})
            as conversation_id
        from investor_updates u join pitches p on p.id = u.pitch_id
        where u.id = ${updateId}`,
  );
  return row ?? null;
}

export async function openAsOwner(db: Db, updateId: string) {
  const [row] = await queryRows<{ doc: string }>(
    db,
    sql`select ${updateDocSql} as doc from investor_updates u join pitches p on p.id = u.pitch_id
        where u.id = ${updateId}`,
  );
  return row ?? null;
}

/** Everyone who received an update, by name, with when they first opened it. */
export async function recipientsOf(db: Db, updateId: string): Promise<UpdateRecipient[]> {
  return queryRows<UpdateRecipient>(
    db,
    sql`select r.user_id, us.first_name, us.last_name, r.relation,
          case when r.read_at is null then null else ${isoSql(sql`r.read_at`)} end as read_at
        from update_recipients r join users us on us.id = r.user_id
        where r.update_id = ${updateId}
        order by r.relation, us.first_name, us.last_name, r.user_id`,
  );
}

/** An update's title and body (what a reply quotes). */
export async function updateText(db: Db, updateId: string): Promise<{ title: string; body: string } | null> {
  const [row] = await queryRows<{ title: string; body: string }>(
    db,
    sql`select title, body from investor_updates where id = ${updateId}`,
  );
  return row ?? null;
}
