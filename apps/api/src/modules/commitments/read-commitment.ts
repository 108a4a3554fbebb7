import { COMMITMENT_HISTORY_MAX, type Commitment } from '@angelbridge/contracts';
import type { Db } from '../../db/client.js';
import { roundFactsOf, toCommitment } from './conditions.js';
import type { CommitmentsContext } from './context.js';
import { historiesOf, type ListedCommitment, listedCommitment, roundSums } from './round.queries.js';

/** One commitment as the contract shapes it, its conditions judged against its round as it stands. */
export async function readCommitment({ db, today }: Pick<CommitmentsContext, 'db' | 'today'>, id: string) {
  const row = await listedCommitment(db, id);
  if (!row) throw new Error(`commitment ${id} vanished`);
  const [sums, histories] = await Promise.all([
    roundSums(db, row.pitch_id),
    historiesOf(db, [id], COMMITMENT_HISTORY_MAX),
  ]);
  return toCommitment(row, roundFactsOf(sums, today()), histories.get(id) ?? []);
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
): Promise<(Commitment & X)[]> {
  const pitchIds = [...new Set(rows.map((r) => r.pitch_id))];
  const sums = new Map<string, Awaited<ReturnType<typeof roundSums>>>();
  for (const pitchId of pitchIds) sums.set(pitchId, await roundSums(db, pitchId));
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
