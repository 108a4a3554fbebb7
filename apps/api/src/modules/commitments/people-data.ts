import {
  type AdminUserCommitment,
  type Commitment,
  type LeadOffer,
  commitmentTexts as t,
} from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { endCommitment } from './commit.js';
import { commitmentColumns, LIVE, lockCommitment, lockRound, TAKEN } from './commitments.queries.js';
import type { CommitmentsContext } from './context.js';
import { toLeadOffer } from './lead.js';
import { leadOffersBy } from './lead.queries.js';
import { readCommitments } from './read-commitment.js';
import type { ListedCommitment } from './round.queries.js';

/** "Download my data": every commitment the person made (with its history) and every offer to lead. */
export async function exportCommitments(
  context: Pick<CommitmentsContext, 'db' | 'today'>,
  userId: string,
): Promise<{ commitments: Commitment[]; lead_offers: LeadOffer[] }> {
  const rows = await queryRows<ListedCommitment>(
    context.db,
    sql`select ${commitmentColumns}, u.first_name, u.last_name, u.company_or_organization, u.photo
        from commitments c join users u on u.id = c.investor_id
        where c.investor_id = ${userId} order by c.created_at desc`,
  );
  const commitments = await readCommitments(context.db, context.today(), rows, () => ({}));
  return { commitments, lead_offers: (await leadOffersBy(context.db, userId)).map(toLeadOffer) };
}

/**
 * "Delete my account", in its transaction: the person's live commitments are withdrawn (the founders told,
 * the history kept under the anonymised name), their offers to lead go, and a round they led has no lead.
 */
export async function withdrawAllOf(context: CommitmentsContext, tx: Db, userId: string, requestId: string) {
  const live = await queryRows<{ id: string; pitch_id: string }>(
    tx,
    // money already received stays on the round's record (funded is final): only the others are withdrawn
    sql`select c.id, c.pitch_id from commitments c where c.investor_id = ${userId} and c.status in ${LIVE}
          and c.status <> 'funded'
        order by c.pitch_id`,
  );
  for (const { id, pitch_id } of live) {
    const round = await lockRound(tx, pitch_id, 'update');
    const found = await lockCommitment(tx, id);
    if (!found) continue;
    await endCommitment(
      context,
      tx,
      { ...found, lead: round.lead_investor_id },
      { userId, requestId },
      t.noticeAccountDeleted(found.name_of_pitch),
    );
  }
  await tx.execute(
    sql`update pitch_rounds set lead_investor_id = null, updated_at = now() where lead_investor_id = ${userId}`,
  );
  await tx.execute(sql`delete from lead_offers where investor_id = ${userId}`);
}

/** The admin console's user page: commitments the account made or received, newest first. */
export async function commitmentsForAdmin(
  db: Db,
  userId: string,
  limit: number,
): Promise<AdminUserCommitment[]> {
  const rows = await queryRows<{
    id: string;
    pitch_id: string;
    name_of_pitch: string;
    investor_id: string;
    first_name: string;
    last_name: string;
    amount: number;
    status: AdminUserCommitment['status'];
    created_at: Date | string;
    updated_at: Date | string;
  }>(
    db,
    sql`select c.id, c.pitch_id, p.name_of_pitch, c.investor_id, u.first_name, u.last_name, c.amount::float8 as amount,
          c.status, c.created_at, c.updated_at
        from commitments c join pitches p on p.id = c.pitch_id join users u on u.id = c.investor_id
        where c.investor_id = ${userId} or p.owner_id = ${userId}
        order by c.created_at desc limit ${limit}`,
  );
  return rows.map((r) => ({
    _id: r.id,
    pitch_id: r.pitch_id,
    name_of_pitch: r.name_of_pitch,
    investor_id: r.investor_id,
    investor_name: `${r.first_name} ${r.last_name}`.trim(),
    amount: r.amount,
    status: r.status,
    created_at: new Date(r.created_at).toISOString(),
    updated_at: new Date(r.updated_at).toISOString(),
  }));
}

export interface AdminRoundSummary {
  state: 'open' | 'closing';
  commitments: number;
  indicated_total: number;
  accepted_total: number;
  lead_investor_id: string | null;
}

/** The admin console's pitch list: each listed pitch's round in one query. */
export async function roundsForAdmin(
  db: Db,
  pitchIds: readonly string[],
): Promise<Map<string, AdminRoundSummary>> {
  if (pitchIds.length === 0) return new Map();
  const rows = await queryRows<AdminRoundSummary & { pitch_id: string }>(
    db,
    sql`select p.id as pitch_id, coalesce(r.state, 'open') as state, r.lead_investor_id,
          count(c.id) filter (where c.status in ${LIVE})::int as commitments,
          coalesce(sum(c.amount) filter (where c.status = 'indicated'), 0)::float8 as indicated_total,
          coalesce(sum(c.amount) filter (where c.status in ${TAKEN}), 0)::float8 as accepted_total
        from pitches p left join pitch_rounds r on r.pitch_id = p.id left join commitments c on c.pitch_id = p.id
        where p.id in (${sql.join(
          pitchIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
        group by p.id, r.state, r.lead_investor_id`,
  );
  return new Map(rows.map(({ pitch_id, ...round }) => [pitch_id, round]));
}
