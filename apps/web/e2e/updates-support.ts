import type { APIRequestContext, Browser } from '@playwright/test';
import { api } from './accounts-support';
import { closeSafeRound, FOUNDER_NAME, INVESTOR_NAME } from './agreements-support';
import { founderAndInvestor } from './contact-access-support';
import { expect } from './fixtures';

interface ListedAgreement {
  _id: string;
  sha256: string;
  status: string;
}

/**
 * A founder's published pitch and an investor whose SAFE commitment of C$25,000 was accepted, the round
 * closed, the terms set, the agreement signed by both and the money received: a funded investor of the
 * pitch, the audience of its updates. All through the API, as the commitments and agreements journeys do
 * it in the browser; each person has a browser of their own. Call `close()` at the end.
 */
export async function anInvestedPitch(browser: Browser, request: APIRequestContext, pitchName: string) {
  const cast = await founderAndInvestor(browser, request, { label: 'upd', pitchName });
  const round = await closeSafeRound(request, cast.pitchId, cast.ownerEmail, [[cast.investorEmail, 25_000]]);
  const owner = { token: round.ownerToken };
  const [investor] = round.commitments;
  if (!investor) throw new Error('no commitment');
  const { country_data } = await api(request, '/getCountries', {});
  const canada = country_data.find((c: { alpha_2: string }) => c.alpha_2 === 'CA');
  await api(
    request,
    '/setRoundTerms',
    {
      pitch_id: cast.pitchId,
      company_legal_name: 'Engine Works Inc.',
      incorporation: { country_id: canada._id, region: 'Ontario' },
      governing_law: 'Ontario, Canada',
      signatory_name: FOUNDER_NAME,
      signatory_title: 'CEO',
      instrument_terms: { valuation_cap: 8_000_000, discount_percent: 20 },
    },
    owner.token,
  );
  // the queue makes the agreement after the terms are set
  let agreement: ListedAgreement | undefined;
  await expect
    .poll(
      async () => {
        const listed = await api(request, '/getAgreements', { pitch_id: cast.pitchId }, owner.token);
        agreement = (listed.agreements as ListedAgreement[])[0];
        return agreement?.status ?? 'none';
      },
      { message: 'the agreement made by the queue', timeout: 30_000 },
    )
    .toBe('awaiting_investor');
  if (!agreement) throw new Error('no agreement');
  for (const [token, name] of [
    [investor.token, INVESTOR_NAME],
    [owner.token, FOUNDER_NAME],
  ] as const) {
    await api(
      request,
      '/signAgreement',
      { agreement_id: agreement._id, signed_name: name, consent: true, sha256: agreement.sha256 },
      token,
    );
  }
  const done = await api(request, '/getAgreement', { agreement_id: agreement._id }, owner.token);
  expect(done.agreement.status).toBe('completed');
  // the money arrives: a funded investor, whom updates reach
  await api(
    request,
    '/markCommitmentFunded',
    { commitment_id: investor.id, amount_received: 25_000, received_on: '2026-01-15' },
    owner.token,
  );
  return cast;
}
