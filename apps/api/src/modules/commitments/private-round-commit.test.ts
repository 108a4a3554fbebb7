import { commitmentTexts as ct } from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { MIN_PER_INVESTOR, roundCalls, TARGET } from '../../test/commitments.js';
import { startTestApp } from '../../test/harness.js';
import { anEntrepreneur, anInvestor, aPublishedPitch } from '../../test/pitches.js';
import { aCertifiedInvestor, aPrivateRound, expire } from '../../test/private-rounds.js';

// Issue 32: a private round's terms, and committing to it, are for certified investors only.
const t = await startTestApp();
afterAll(() => t.close());
const r = roundCalls(t);

const commitmentsOn = async (pitchId: string) =>
  (
    await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from commitments where pitch_id = ${pitchId}`,
    )
  )[0]?.n;

describe('committing to a private round', () => {
  it('when an uncertified, a `none` or an expired investor commits, then 403 and nothing is written; a certified one commits', async () => {
    const founder = await anEntrepreneur(t, 'Priv');
    const pitchId = await aPrivateRound(t, founder, { target: TARGET, minPerInvestor: MIN_PER_INVESTOR });
    const uncertified = await anInvestor(t, 'Una');
    const honest = await aCertifiedInvestor(t, 'Nona', 'none');
    const lapsed = await aCertifiedInvestor(t, 'Exa');
    await expire(t, lapsed);
    for (const who of [uncertified, honest, lapsed]) {
      const refused = await r.commit(who, pitchId, 25_000);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(ct.privateRoundUncertified);
      const round = await r.round(who, pitchId);
      expect(round.status).toBe(200);
      expect(round.body.may_commit).toBe(false);
      expect((await r.offer(who, pitchId)).status).toBe(403);
    }
    expect(await commitmentsOn(pitchId)).toBe(0);

    const certified = await aCertifiedInvestor(t, 'Cert', 'net_worth');
    expect((await r.round(certified, pitchId)).body.may_commit).toBe(true);
    const made = await r.commit(certified, pitchId, 25_000);
    expect(made.status).toBe(200);
    expect(await commitmentsOn(pitchId)).toBe(1);

    // the founder sees the investor's basis and the day they signed beside the commitment
    const board = await r.board(founder, pitchId);
    expect(board.body.commitments[0].certification).toMatchObject({ basis: 'net_worth' });
    expect(Date.parse(board.body.commitments[0].certification.signed_at)).toBeGreaterThan(
      Date.now() - 60_000,
    );
  });

  it('when an investor without a certification commits to a public round, then it is recorded with no certification shown', async () => {
    const founder = await anEntrepreneur(t, 'Pub');
    const pitchId = await aPublishedPitch(t, founder, { target: TARGET, minPerInvestor: MIN_PER_INVESTOR });
    const plain = await anInvestor(t, 'Plain');
    expect((await r.commit(plain, pitchId, 10_000)).status).toBe(200);
    expect((await r.board(founder, pitchId)).body.commitments[0].certification).toBeNull();
  });
});
