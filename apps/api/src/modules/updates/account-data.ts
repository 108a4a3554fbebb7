import type { InvestorUpdate, UpdateRelation } from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { docColumns, isoSql } from './update-shape.js';

const listOf = <T>(rows: { list: string | null }[]): T[] => (rows[0]?.list ? JSON.parse(rows[0].list) : []);

/**
 * "Download my data" (the account module): the updates of the person's pitches (drafts too), and the
 * updates sent to them with when they first opened each.
 */
export async function exportUpdatesOf(db: Db, userId: string) {
  const written = await queryRows<{ list: string | null }>(
    db,
    sql`select json_agg(x order by x.created_at desc, x."_id")::text as list from (
          select ${docColumns} from investor_updates u join pitches p on p.id = u.pitch_id
          where p.owner_id = ${userId}) x`,
  );
  const received = await queryRows<{ list: string | null }>(
    db,
    sql`select json_agg(x order by x.published_at desc, x."_id")::text as list from (
          select ${docColumns}, r.relation,
            case when r.read_at is null then null else ${isoSql(sql`r.read_at`)} end as read_at
          from update_recipients r join investor_updates u on u.id = r.update_id
          join pitches p on p.id = u.pitch_id
          where r.user_id = ${userId}) x`,
  );
  return {
    investor_updates: listOf<InvestorUpdate>(written),
    received_updates: listOf<InvestorUpdate & { relation: UpdateRelation; read_at: string | null }>(received),
  };
}

/**
 * Account deletion, in its transaction: what the person received goes (their read marks with it), and so
 * do the updates of their pitches, the ones kept as shells for others' conversations included (a deleted
 * pitch takes its updates by itself).
 */
export async function forgetUpdatesOf(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`delete from update_recipients where user_id = ${userId}`);
  await tx.execute(
    sql`delete from investor_updates where pitch_id in (select id from pitches where owner_id = ${userId})`,
  );
}
