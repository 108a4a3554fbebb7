import { commitmentTexts as t } from '@angelbridge/contracts';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { inTransaction } from '../../db/transaction.js';
import type { JobHandler } from '../../jobs/index.js';
import {
  addHistory,
  findCommitment,
  findPerson,
  lockCommitment,
  lockRound,
  updateCommitment,
  updateRound,
} from './commitments.queries.js';
import { conditionStatus, conditionsOf, nameOf, roundFactsOf } from './conditions.js';
import type { CommitmentsContext } from './context.js';
import { roundSums } from './round.queries.js';
import { recordRoundChange } from './round-audit.js';

export const COMMITMENT_LAPSE_JOB = 'commitment-lapse';

/**
 * A commitment's `until` passes by the clock, so nothing writes at that moment by itself: this job, due at
 * the start of the day after `until` (UTC), lapses it then if its other conditions are still unmet. Its key
 * names the commitment and the day, so two instances (or a retried request) enqueue and run it once; an
 * amendment to another day enqueues another, and this one then finds nothing to do. As the rows that
 * jobsInsertSql takes, for the commitment `id` (SQL over the statement that writes it).
 */
export const lapseJobSql = (id: SQL, until: Placeholder | string | null) =>
  sql`select ${`${COMMITMENT_LAPSE_JOB}:`}::text || ${id}::text || ':' || ${until}::text as key,
    jsonb_build_object('commitment_id', ${id}) as payload,
    (${until}::date + 1)::timestamp at time zone 'UTC' as due`;

/** Lapses the job's commitment when its day has passed with its conditions unmet; otherwise nothing. */
export function lapseJobHandler(context: CommitmentsContext): JobHandler {
  const { db, tell } = context;
  return async (job) => {
    const id = (job.payload as { commitment_id?: unknown } | null)?.commitment_id;
    if (typeof id !== 'string') return;
    const seen = await findCommitment(db, id);
    if (!seen) return;
    await inTransaction(db, async (tx) => {
      const round = await lockRound(tx, seen.pitch_id, 'update');
      const found = await lockCommitment(tx, id);
      const today = context.today();
      if (!found || (found.status !== 'indicated' && found.status !== 'accepted')) return;
      if (found.until === null || found.until >= today) return;
      const sums = await roundSums(tx, found.pitch_id);
      if (conditionStatus(conditionsOf(found), roundFactsOf(sums, today)).every((c) => c.met)) return;
      await updateCommitment(tx, id, { status: 'lapsed' });
      await addHistory(tx, id, { event: 'lapsed', actor: 'system', actorId: null });
      if (round.lead_investor_id === found.investor_id) {
        await updateRound(tx, found.pitch_id, { lead_investor_id: null });
      }
      await recordRoundChange(tx, {
        actorId: found.investor_id,
        action: 'lapseCommitment',
        targetType: 'commitment',
        targetId: id,
        reason: `Valid until ${found.until}; conditions unmet (by the clock)`,
        before: { status: found.status },
        after: { status: 'lapsed' },
        requestId: `job:${job.id}`,
      });
      const investor = await findPerson(tx, found.investor_id);
      await tell(tx, {
        to: 'investor',
        userId: found.investor_id,
        pitchId: found.pitch_id,
        title: 'Commitment lapsed',
        body: t.noticeLapsedInvestor(found.name_of_pitch, found.until),
      });
      await tell(tx, {
        to: 'founder',
        userId: found.owner_id,
        pitchId: found.pitch_id,
        title: 'Commitment lapsed',
        body: t.noticeLapsedFounder(investor ? nameOf(investor) : 'An investor', found.name_of_pitch),
      });
    });
  };
}
