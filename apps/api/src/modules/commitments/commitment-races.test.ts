import { commitmentTexts as ct } from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { aFounderWithPitch, roundCalls } from '../../test/commitments.js';
import { startTestApp } from '../../test/harness.js';
import { anInvestor, type Person } from '../../test/pitches.js';

// Parallel writes on one round: nothing lost, nothing doubled, nothing accepted after a close.
const t = await startTestApp();
afterAll(() => t.close());
const r = roundCalls(t);

describe('races', () => {
  it('when 200 investors commit to one pitch at once, then each is stored once and the totals are the exact sum', async () => {
    const { founder, pitchId } = await aFounderWithPitch(t, 'Rae');
    const investors: Person[] = [];
    for (let i = 0; i < 200; i++) investors.push(await anInvestor(t, `Par${i}`));
    const amounts = investors.map((_, i) => 5_000 + i * 7);
    const answers = await Promise.all(investors.map((who, i) => r.commit(who, pitchId, amounts[i])));
    expect(answers.map((a) => a.status)).toEqual(investors.map(() => 200));
    const [stored] = await queryRows<{ n: number; investors: number; total: number }>(
      t.db,
      sql`select count(*)::int as n, count(distinct investor_id)::int as investors, sum(amount)::float8 as total
          from commitments where pitch_id = ${pitchId}`,
    );
    const sum = amounts.reduce((a, b) => a + b, 0);
    expect(stored).toEqual({ n: 200, investors: 200, total: sum });
    const board = (await r.board(founder, pitchId, { page_size: 200 })).body;
    expect(board.totals).toMatchObject({ indicated: sum, accepted: 0, investors: 200 });
    expect(board.total).toBe(200);
    expect(new Set(board.commitments.map((c: { _id: string }) => c._id)).size).toBe(200);
  }, 180_000);

  it('when one investor sends the same first commit twice at once, then one commitment holds it', async () => {
    const { founder, pitchId } = await aFounderWithPitch(t, 'Dot');
    const twice = await anInvestor(t, 'Twice');
    const answers = await Promise.all([r.commit(twice, pitchId, 9_000), r.commit(twice, pitchId, 9_000)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers[0]?.body.commitment._id).toBe(answers[1]?.body.commitment._id);
    expect((await r.board(founder, pitchId)).body.total).toBe(1);
  });

  it('when a decision races a close, then no commitment is accepted after the close', async () => {
    for (let round = 0; round < 6; round++) {
      const { founder, pitchId } = await aFounderWithPitch(t, `Race${round}`);
      const [a, b] = [await anInvestor(t, 'Acc'), await anInvestor(t, 'Late')];
      const ca = (await r.commit(a, pitchId, 10_000)).body.commitment;
      const cb = (await r.commit(b, pitchId, 10_000)).body.commitment;
      await r.decide(founder, ca._id, 'accept');
      const [decided, closed] = await Promise.all([
        r.decide(founder, cb._id, 'accept'),
        r.close(founder, pitchId),
      ]);
      expect(closed.status).toBe(200);
      const [row] = await queryRows<{ status: string }>(
        t.db,
        sql`select status from commitments where id = ${cb._id}`,
      );
      if (decided.status === 200) {
        // the decision came first: the close took it in
        expect([row?.status, closed.body.included]).toEqual(['closing', 2]);
      } else {
        expect([decided.status, decided.body.message, row?.status]).toEqual([
          409,
          ct.roundClosedForDecide,
          'indicated',
        ]);
      }
      const [late] = await queryRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from commitment_history h join commitments c on c.id = h.commitment_id
            join pitch_rounds r on r.pitch_id = c.pitch_id
            where c.pitch_id = ${pitchId} and h.event = 'accepted' and h.created_at > r.closed_at`,
      );
      expect(late?.n).toBe(0);
    }
  }, 120_000);
});
