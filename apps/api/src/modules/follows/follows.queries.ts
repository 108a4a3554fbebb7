import { FOLLOWS_MAX } from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { pitches } from '../../db/schema/index.js';
import { publicPitchWhere } from '../pitches/index.js';

/** The pitch's owner when anyone may see it (the pitches module's rule); null when hidden, a draft or gone. */
export async function visiblePitchOwner(db: Db, pitchId: string): Promise<string | null> {
  const [row] = await queryRows<{ owner_id: string }>(
    db,
    sql`select ${pitches.ownerId} as owner_id from ${pitches} where ${pitches.id} = ${pitchId} and ${publicPitchWhere}`,
  );
  return row?.owner_id ?? null;
}

/**
 * Follows in one statement that also counts the investor's follows, so the limit holds without a read
 * first. 'new' | 'already' | 'full'.
 */
export async function addFollow(db: Db, investorId: string, pitchId: string) {
  const [row] = await queryRows<{ outcome: 'new' | 'already' | 'full' }>(
    db,
    sql`with existing as (
          select 1 from pitch_follows where investor_id = ${investorId} and pitch_id = ${pitchId}),
        added as (
          insert into pitch_follows (investor_id, pitch_id)
          select ${investorId}, ${pitchId}
          where not exists (select 1 from existing)
            and (select count(*) from pitch_follows where investor_id = ${investorId}) < ${FOLLOWS_MAX}
          on conflict do nothing
          returning 1)
        select case when exists (select 1 from existing) then 'already'
                    when exists (select 1 from added) then 'new' else 'full' end as outcome`,
  );
  return row?.outcome ?? 'full';
}

export async function removeFollow(db: Db, investorId: string, pitchId: string): Promise<void> {
  await db.execute(
    sql`delete from pitch_follows where investor_id = ${investorId} and pitch_id = ${pitchId}`,
  );
}

/** Followers of a pitch (a number only: who follows is never shown to the founder). */
export async function followerCount(db: Db, pitchId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from pitch_follows where pitch_id = ${pitchId}`,
  );
  return row?.n ?? 0;
}

/** The investor's followed pitches that anyone may still see, most recently followed first. */
export function followedPitches(db: Db, investorId: string) {
  return queryRows<{ pitch_id: string; followed_at: Date | string }>(
    db,
    sql`select f.pitch_id, f.created_at as followed_at
        from pitch_follows f join ${pitches} on ${pitches.id} = f.pitch_id
        where f.investor_id = ${investorId} and ${publicPitchWhere}
        order by f.created_at desc, f.pitch_id`,
  );
}
