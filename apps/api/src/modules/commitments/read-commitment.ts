import { COMMITMENT_HISTORY_MAX, type Commitment } from '@angelbridge/contracts';
import type { Db } from '../../db/client.js';
import { roundFactsOf, toCommitment } from './conditions.js';
import type { CommitmentsContext } from './context.js';
import {
  type HistoryRow,
  historiesOf,
  type ListedCommitment,
  listedCommitment,
  type RoundSums,
  roundSums,
} from './round.queries.js';

/** One commitment as the contract shapes it, its conditions judged against its round as it stands. */
export async function readCommitment(context: Pick<CommitmentsContext, 'db' | 'today'>, id: string) {
  const row = await listedCommitment(context.db, id);
  if (!row) throw new Error(`commitment ${id} vanished`);
  return shapeCommitment(context, row);
}

/**
 * A commitment's row in hand (read, or returned by its write) as the contract shapes it, with its history
 * (read here unless it came with the row).
 */
export async function shapeCommitment(
  { db, today }: Pick<CommitmentsContext, 'db' | 'today'>,
  row: ListedCommitment,
  history: HistoryRow[] | null = null,
): Promise<Commitment> {
  // the round's sums only when a condition reads them: most commitments have none, and the sums scan the round
  const judged = row.min_round_total !== null || row.requires_lead;
  const [sums, histories] = await Promise.all([
    judged ? roundSums(db, row.pitch_id) : null,
    history ?? historiesOf(db, [row.id], COMMITMENT_HISTORY_MAX).then((byId) => byId.get(row.id) ?? []),
  ]);
  const facts = sums ? roundFactsOf(sums, today()) : { acceptedTotal: 0, leadName: null, today: today() };
  return toCommitment(row, facts, histories);
}

/**
 * Many commitments, possibly of many pitches: each round's sums read once, every history in one query.
 * `extra` adds what a list's row carries beside the commitment.
 */
export async function readCommitments<R extends ListedCommitment, X>(
  db: Db,
  today: string,
  rows: readonly R[],
  extra: (row: R) => X,
  known?: { pitchId: string; sums: RoundSums },
): Promise<(Commitment & X)[]> {
  const pitchIds = [...new Set(rows.map((r) => r.pitch_id))];
  const sums = new Map<string, RoundSums>();
  if (known) sums.set(known.pitchId, known.sums);
  for (const pitchId of pitchIds) if (!sums.has(pitchId)) sums.set(pitchId, await roundSums(db, pitchId));
  const histories = await historiesOf(
    db,
    rows.map((r) => r.id),
    COMMITMENT_HISTORY_MAX,
  );
  return rows.map((row) => {
    const round = sums.get(row.pitch_id);
    if (!round) throw new Error('round sums missing');
    return { ...toCommitment(row, roundFactsOf(round, today), histories.get(row.id) ?? []), ...extra(row) };
  });
}
