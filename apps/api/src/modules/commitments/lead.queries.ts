import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';

export interface LeadOfferRow {
  pitch_id: string;
  investor_id: string;
  first_name: string;
  last_name: string;
  memo: string;
  conflicts: string;
  confirmed: boolean;
  created_at: Date | string;
  updated_at: Date | string;
}

const offerColumns = sql`o.pitch_id, o.investor_id, u.first_name, u.last_name, o.memo, o.conflicts,
  coalesce(r.lead_investor_id = o.investor_id, false) as confirmed, o.created_at, o.updated_at`;
const offerFrom = sql`lead_offers o join users u on u.id = o.investor_id
  left join pitch_rounds r on r.pitch_id = o.pitch_id`;

/** Writes (or rewrites) the investor's offer. */
export async function upsertLeadOffer(
  tx: Db,
  pitchId: string,
  investorId: string,
  memo: string,
  conflicts: string,
) {
  await tx.execute(
    sql`insert into lead_offers (pitch_id, investor_id, memo, conflicts) values (${pitchId}, ${investorId}, ${memo}, ${conflicts})
        on conflict (pitch_id, investor_id) do update set memo = excluded.memo, conflicts = excluded.conflicts,
          updated_at = now()`,
  );
}

export async function findLeadOffer(
  db: Db,
  pitchId: string,
  investorId: string,
): Promise<LeadOfferRow | null> {
  const [row] = await queryRows<LeadOfferRow>(
    db,
    sql`select ${offerColumns} from ${offerFrom} where o.pitch_id = ${pitchId} and o.investor_id = ${investorId}`,
  );
  return row ?? null;
}

/** A pitch's offers, newest first; a round has few (only investors with a live commitment may offer). */
export async function leadOffersOf(db: Db, pitchId: string, limit: number): Promise<LeadOfferRow[]> {
  return queryRows<LeadOfferRow>(
    db,
    sql`select ${offerColumns} from ${offerFrom} where o.pitch_id = ${pitchId} order by o.created_at desc limit ${limit}`,
  );
}

/** The investor's offers on every pitch (their data export). */
export async function leadOffersBy(db: Db, investorId: string): Promise<LeadOfferRow[]> {
  return queryRows<LeadOfferRow>(
    db,
    sql`select ${offerColumns} from ${offerFrom} where o.investor_id = ${investorId} order by o.created_at desc`,
  );
}

export async function deleteLeadOffer(tx: Db, pitchId: string, investorId: string): Promise<void> {
  await tx.execute(sql`delete from lead_offers where pitch_id = ${pitchId} and investor_id = ${investorId}`);
}
