import type { AdminPitchRound } from '@angelbridge/contracts';
import type { Db } from '../../db/client.js';
import { adminRoundCommitments } from './admin-round.queries.js';
import { findPitch, readRound } from './commitments.queries.js';
import { toTotals } from './conditions.js';
import { roundSums } from './round.queries.js';

const iso = (at: Date | string) => new Date(at).toISOString();

/**
 * The admin console's pitch page: the round's state, totals (the same sums the founder sees), its lead
 * and the newest `limit` commitments of every status. Null when the pitch is gone.
 */
export async function roundForAdmin(db: Db, pitchId: string, limit: number): Promise<AdminPitchRound | null> {
  const [pitch, round, sums, rows] = await Promise.all([
    findPitch(db, pitchId),
    readRound(db, pitchId),
    roundSums(db, pitchId),
    adminRoundCommitments(db, pitchId, limit),
  ]);
  if (!pitch) return null;
  return {
    state: round.state,
    show_progress: round.show_progress,
    closed_at: round.closed_at ? iso(round.closed_at) : null,
    totals: toTotals(sums, pitch),
    lead:
      round.lead_investor_id && sums.lead_name !== null
        ? { investor_id: round.lead_investor_id, name: sums.lead_name }
        : null,
    commitments: rows.map((r) => ({
      _id: r.id,
      investor_id: r.investor_id,
      investor_name: r.investor_name,
      amount: r.amount,
      status: r.status,
      created_at: iso(r.created_at),
      updated_at: iso(r.updated_at),
    })),
  };
}
