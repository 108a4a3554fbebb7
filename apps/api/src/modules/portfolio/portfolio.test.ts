import { getPortfolio, markCommitmentFunded, portfolioTexts as pt } from '@angelbridge/contracts';
import { unzipSync } from 'fflate';
import type { Response } from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { aClosedRound, anAgreement, EQUITY_TERMS } from '../../test/completed-agreements.js';
import { startTestApp } from '../../test/harness.js';
import { anInvestor, type Person } from '../../test/pitches.js';

// The investor's portfolio (issue 33): investments with completed agreements, their totals, and the
// signed links to the PDFs and to one ZIP of them all.
const t = await startTestApp();
afterAll(() => t.close());

const portfolioOf = async (who: Person) => {
  const res = await t.call(getPortfolio, {}, { token: who.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res;
};
/** The cookie a link opens with (each link kind has its own, scoped to its path). */
const cookieFor = (res: Response, name: string) =>
  (res.headers['set-cookie'] as unknown as string[] | undefined)
    ?.map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${name}=`));
const follow = (url: string, cookie?: string) => {
  const request = t.http
    .get(url)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
  return cookie ? request.set('Cookie', cookie) : request;
};

/** Ivy's portfolio: a SAFE signed in 2025 and funded in 2026, a second SAFE and an equity round unfunded. */
async function ivysPortfolio() {
  const ivy = await anInvestor(t, 'Ivy');
  const safeRound = await aClosedRound(t, [ivy], 25_000);
  const otherSafe = await aClosedRound(t, [ivy], 10_000);
  const equityRound = await aClosedRound(t, [ivy], 40_000);
  const [safe, safe2, equity] = [
    safeRound.commitments[0],
    otherSafe.commitments[0],
    equityRound.commitments[0],
  ];
  if (!safe || !safe2 || !equity) throw new Error('three commitments');
  const agreements = [
    await anAgreement(t, safe, {
      completedAt: '2025-11-03T10:00:00.000Z',
      companyLegalName: 'Solar Roofs Inc.',
    }),
    await anAgreement(t, safe2, { completedAt: '2025-06-01T10:00:00.000Z', companyLegalName: 'Wind Co.' }),
    await anAgreement(t, equity, {
      instrument: 'equity',
      terms: EQUITY_TERMS,
      completedAt: '2026-02-01T10:00:00.000Z',
      companyLegalName: 'Tidal Ltd.',
    }),
  ];
  const funded = await t.call(
    markCommitmentFunded,
    { commitment_id: safe.id, amount_received: 24_000, received_on: '2026-01-15' },
    { token: safeRound.founder.token },
  );
  expect(funded.status, JSON.stringify(funded.body)).toBe(200);
  return { ivy, safe, safe2, equity, agreements, safeRound };
}

describe('the portfolio', () => {
  it('when the investor has none, then it is empty with no download link', async () => {
    const res = await portfolioOf(await anInvestor(t, 'Nell'));
    expect(res.body).toMatchObject({
      investments: [],
      totals_by_instrument: [],
      totals_by_year: [],
      by_year_and_instrument: [],
      total_amount: 0,
      download_url: null,
    });
  });

  it('when agreements are completed and one is funded, then each investment shows, and totals count money received by its year', async () => {
    const { ivy, safe, safeRound } = await ivysPortfolio();
    // an agreement still awaiting signatures, and someone else's completed one, are not Ivy's investments
    const waiting = await aClosedRound(t, [ivy], 5_000);
    const [w] = waiting.commitments;
    if (!w) throw new Error('one commitment');
    await anAgreement(t, w, { status: 'awaiting_investor' });
    const other = await aClosedRound(t, [await anInvestor(t, 'Olga')], 70_000);
    if (other.commitments[0]) await anAgreement(t, other.commitments[0]);

    const { body } = await portfolioOf(ivy);
    expect(body.investments.map((i: { company_legal_name: string }) => i.company_legal_name)).toEqual([
      'Tidal Ltd.',
      'Solar Roofs Inc.',
      'Wind Co.',
    ]);
    const [equity, funded] = body.investments;
    expect(funded).toMatchObject({
      commitment_id: safe.id,
      pitch_id: safeRound.pitchId,
      name_of_pitch: safeRound.pitchName,
      amount: 25_000,
      amount_received: 24_000,
      instrument: 'safe',
      key_terms: 'SAFE, C$8,000,000 cap, 20% discount',
      signed_at: '2025-11-03T10:00:00.000Z',
      funded_on: '2026-01-15',
      status: 'funded',
    });
    expect(equity).toMatchObject({
      amount_received: null,
      funded_on: null,
      status: 'closing',
      key_terms: 'Equity, C$0.8125 a share, Series Seed Preferred, C$6,000,000 pre-money',
    });
    expect(body.totals_by_instrument).toEqual([
      { instrument: 'equity', amount: 40_000, count: 1 },
      { instrument: 'safe', amount: 34_000, count: 2 },
    ]);
    // the funded SAFE counts in 2026 (received), the other in 2025 (signed), the equity in 2026 (signed)
    expect(body.totals_by_year).toEqual([
      { year: 2025, amount: 10_000, count: 1 },
      { year: 2026, amount: 64_000, count: 2 },
    ]);
    expect(body.by_year_and_instrument).toEqual([
      { year: 2025, instrument: 'safe', amount: 10_000 },
      { year: 2026, instrument: 'equity', amount: 40_000 },
      { year: 2026, instrument: 'safe', amount: 24_000 },
    ]);
    expect(body.total_amount).toBe(74_000);
    expect(body.download_url).toMatch(/^\/api\/portfolio\/agreements-zip\/[^/]+$/);
  });
});

describe('the signed links', () => {
  it('when the investor follows an agreement link in their browser, then the completed PDF opens; without its cookie or for another investor, 403', async () => {
    const { ivy, agreements } = await ivysPortfolio();
    const res = await portfolioOf(ivy);
    const url = res.body.investments[1].agreement_url as string;
    expect(url).toMatch(/^\/api\/portfolio\/agreement\/[^/]+$/);
    const cookie = cookieFor(res, 'ab_portfolio_agreement');
    expect(cookie).toBeTruthy();
    const file = await follow(url, cookie);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(Buffer.compare(file.body, agreements[0]?.completedPdf ?? Buffer.alloc(0))).toBe(0);

    expect((await follow(url)).status).toBe(403);
    const olga = await anInvestor(t, 'Olga');
    const theirs = await portfolioOf(olga);
    const foreign = await follow(url, cookieFor(theirs, 'ab_portfolio_agreement'));
    expect(foreign.status).toBe(403);
    expect(JSON.parse(foreign.body.toString()).message).toBe(pt.linkForAnother);
    expect((await follow(`${url}x`, cookie)).status).toBe(404);
  });

  it("when the investor downloads the ZIP, then it holds exactly their completed PDFs; another investor's browser gets 403", async () => {
    const { ivy, agreements } = await ivysPortfolio();
    const res = await portfolioOf(ivy);
    const cookie = cookieFor(res, 'ab_portfolio_zip');
    const zip = await follow(res.body.download_url, cookie);
    expect(zip.status).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-disposition']).toContain('AngelBridge agreements.zip');
    const files = unzipSync(new Uint8Array(zip.body));
    const names = Object.keys(files);
    expect(names).toHaveLength(3);
    expect(names.every((name) => name.endsWith('.pdf'))).toBe(true);
    const held = Object.values(files)
      .map((bytes) => Buffer.from(bytes).toString('base64'))
      .sort();
    const expected = agreements.map((a) => Buffer.from(a.completedPdf ?? []).toString('base64')).sort();
    expect(held).toEqual(expected);

    const olga = await portfolioOf(await anInvestor(t, 'Olga'));
    expect((await follow(res.body.download_url, cookieFor(olga, 'ab_portfolio_zip'))).status).toBe(403);
    expect((await follow(res.body.download_url)).status).toBe(403);
    // an agreement link does not open as an archive, nor the other way round
    expect(
      (await follow(res.body.investments[0].agreement_url.replace('/agreement/', '/agreements-zip/'), cookie))
        .status,
    ).toBe(404);
  });
});
