import {
  getAgreement,
  getAgreements,
  getRoundTerms,
  remindAgreement,
  setRoundTerms,
  signAgreement,
  verifyAgreement,
  voidAgreement,
} from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { aClosingRound, agreementsMade, safeTerms } from '../../test/agreements.js';
import { cookieOf } from '../../test/data-room.js';
import { startTestApp } from '../../test/harness.js';
import { anEntrepreneur, anInvestor, type Person } from '../../test/pitches.js';

// Who may make each call of the module, on one agreement and its pitch.
const t = await startTestApp();
afterAll(() => t.close());

const { founder, pitchId, investors } = await aClosingRound(t);
const [investor] = investors;
const [agreement] = await agreementsMade(t, founder, pitchId, 1);
if (!investor || !agreement) throw new Error('no agreement');
const otherFounder = await anEntrepreneur(t, 'Oz');
const otherInvestor = await anInvestor(t, 'Ola');
const terms = await safeTerms(t, pitchId);

type Who = 'guest' | 'investor' | 'founder' | 'other investor' | 'other founder';
const people: Record<Exclude<Who, 'guest'>, Person> = {
  investor,
  founder,
  'other investor': otherInvestor,
  'other founder': otherFounder,
};
const id = { agreement_id: agreement._id };

// each call with the status each caller gets; calls that change state come last in each row's order
const table: [string, object, object, Record<Who, number>][] = [
  [
    'getRoundTerms',
    getRoundTerms,
    { pitch_id: pitchId },
    { guest: 401, investor: 403, 'other investor': 403, 'other founder': 404, founder: 200 },
  ],
  [
    'setRoundTerms',
    setRoundTerms,
    terms,
    { guest: 401, investor: 403, 'other investor': 403, 'other founder': 404, founder: 409 },
  ],
  [
    'getAgreements',
    getAgreements,
    {},
    { guest: 401, investor: 200, 'other investor': 200, 'other founder': 200, founder: 200 },
  ],
  [
    'getAgreement',
    getAgreement,
    id,
    { guest: 401, investor: 200, 'other investor': 404, 'other founder': 404, founder: 200 },
  ],
  [
    'remindAgreement',
    remindAgreement,
    id,
    { guest: 401, investor: 403, 'other investor': 403, 'other founder': 404, founder: 200 },
  ],
  [
    'verifyAgreement',
    verifyAgreement,
    { sha256: agreement.sha256 },
    { guest: 200, investor: 200, 'other investor': 200, 'other founder': 200, founder: 200 },
  ],
  [
    'signAgreement',
    signAgreement,
    { ...id, signed_name: 'x', consent: true, sha256: agreement.sha256 },
    { guest: 401, investor: 400, 'other investor': 404, 'other founder': 404, founder: 409 },
  ],
  [
    'voidAgreement',
    voidAgreement,
    { ...id, reason: 'Changed.' },
    { guest: 401, investor: 403, 'other investor': 403, 'other founder': 404, founder: 200 },
  ],
];

describe('the access table', () => {
  it.each(table)('%s answers each caller as the table says', async (_name, endpoint, body, expected) => {
    for (const who of ['guest', 'other investor', 'other founder', 'investor', 'founder'] as Who[]) {
      const token = who === 'guest' ? undefined : people[who].token;
      const res = await t.call(endpoint as never, body, token ? { token } : {});
      expect(`${who}: ${res.status}`, JSON.stringify(res.body)).toBe(`${who}: ${expected[who]}`);
    }
  });

  it('when the PDF link is opened by another person’s browser or without the cookie, then it is refused', async () => {
    const read = await t.call(getAgreement, id, { token: investor.token });
    const url = read.body.agreement.document_url;
    expect((await t.http.get(url).set('Cookie', cookieOf(read))).status).toBe(200);
    expect((await t.http.get(url)).status).toBe(403);
    const strangers = await t.call(getAgreements, {}, { token: otherInvestor.token });
    expect((await t.http.get(url).set('Cookie', cookieOf(strangers))).status).toBe(403);
    expect((await t.http.get(agreement.document_url.replace(/\.[^.]+$/, '.forged'))).status).toBe(404);
  });

  it('when the stored PDF’s /uploads address is tried, then it is not served there', async () => {
    const [doc] = await queryRows<{ url: string }>(
      t.db,
      sql`select url from agreement_documents where id = (select document_id from agreements where id = ${agreement._id})`,
    );
    expect((await t.http.get(doc?.url ?? '/uploads/none.pdf')).status).toBe(404);
  });
});
