import { getPortfolio, markCommitmentFunded, utcToday } from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { aClosingRound, agreementCalls, agreementsMade, nameOf, pdfOf } from '../../test/agreements.js';
import { startTestApp } from '../../test/harness.js';
import { waitUntil } from '../../test/wait.js';

// The whole way through the agreements module (no factory): terms, close, both signatures, then the
// money received and the investor's portfolio with the very PDF the signers completed.
const t = await startTestApp();
afterAll(() => t.close());
const a = agreementCalls(t);

describe('from signatures to the portfolio', () => {
  it('when both sign and the founder marks the money received, then the portfolio lists it and its ZIP holds the completed PDF', async () => {
    const { founder, pitchId, investors } = await aClosingRound(t, { count: 1 });
    const [ivy] = investors;
    if (!ivy) throw new Error('one investor');
    const [made] = await agreementsMade(t, founder, pitchId, 1);
    if (!made) throw new Error('one agreement');
    expect((await a.sign(ivy, made, nameOf('Ivya', 'investor'))).status).toBe(200);
    expect((await a.sign(founder, made, nameOf('Fay', 'founder'))).status).toBe(200);
    await waitUntil(async () => {
      const [row] = await queryRows<{ status: string }>(
        t.db,
        sql`select status from agreements where id = ${made._id}`,
      );
      return row?.status === 'completed';
    }, 'the agreement to complete');

    const funded = await t.call(
      markCommitmentFunded,
      { commitment_id: made.commitment_id, amount_received: 10_000, received_on: utcToday() },
      { token: founder.token },
    );
    expect(funded.status, JSON.stringify(funded.body)).toBe(200);
    expect(funded.body.funding_raised).toBe(10_000);
    const read = await a.one(founder, made._id);
    expect(read.body.agreement.funded).toEqual({ amount_received: 10_000, received_on: utcToday() });

    const portfolio = await t.call(getPortfolio, {}, { token: ivy.token });
    expect(portfolio.status, JSON.stringify(portfolio.body)).toBe(200);
    expect(portfolio.body.investments).toMatchObject([
      {
        agreement_id: made._id,
        company_legal_name: 'Maple Robotics Inc.',
        key_terms: 'SAFE, C$8,000,000 cap, 20% discount',
        amount_received: 10_000,
        status: 'funded',
      },
    ]);
    const cookie = (portfolio.headers['set-cookie'] as unknown as string[])
      .map((line) => line.split(';')[0] ?? '')
      .find((pair) => pair.startsWith('ab_portfolio_zip='));
    const zip = await t.http
      .get(portfolio.body.download_url)
      .set('Cookie', cookie ?? '')
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(zip.status).toBe(200);
    const files = Object.values(unzipSync(new Uint8Array(zip.body)));
    expect(files).toHaveLength(1);
    const completed = await pdfOf(t, ivy, made._id, 'completed');
    expect(Buffer.compare(Buffer.from(files[0] ?? []), completed)).toBe(0);
  });
});
