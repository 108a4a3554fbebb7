import { agreementTexts as at, VERIFICATIONS_PER_HOUR } from '@angelbridge/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { aClosingRound, agreementCalls, agreementsMade, nameOf, pdfOf } from '../../test/agreements.js';
import { startTestApp } from '../../test/harness.js';
import { pngBytes } from '../../test/pitches.js';

// Public verification: a hash lookup among completed PDFs, answering only signers' names and times.
const t = await startTestApp();
afterAll(() => t.close());
const a = agreementCalls(t);

async function aCompletedPdf() {
  const { founder, pitchId, investors } = await aClosingRound(t);
  const [agreement] = await agreementsMade(t, founder, pitchId, 1);
  const [investor] = investors;
  if (!agreement || !investor) throw new Error('no agreement');
  await a.sign(investor, agreement, nameOf('Ivya', 'investor'));
  const done = await a.sign(founder, agreement, nameOf('Fay', 'founder'));
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return { agreement: done.body.agreement, pdf: await pdfOf(t, founder, agreement._id, 'completed') };
}

describe('verifying an agreement', () => {
  it('when anyone sends the completed PDF, then it is verified with the signers’ names and times, and nothing more', async () => {
    const { agreement, pdf } = await aCompletedPdf();
    const res = await a.verifyFile(pdf);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['message', 'signers', 'success', 'verified']);
    expect(res.body).toMatchObject({ verified: true, message: at.verified });
    expect(res.body.signers).toEqual(
      agreement.signers.map((s: { name: string; signed_at: string }) => ({
        name: s.name,
        signed_at: s.signed_at,
      })),
    );
    const byHash = await a.verifyHash(agreement.completed_sha256.toUpperCase());
    expect(byHash.body).toMatchObject({ verified: true, signers: res.body.signers });
  });

  it('when one byte of the PDF is changed, then it is not a completed AngelBridge agreement', async () => {
    const { pdf } = await aCompletedPdf();
    const altered = Buffer.from(pdf);
    const at200 = Math.floor(altered.length / 2);
    altered[at200] = (altered[at200] ?? 0) ^ 0x01;
    const res = await a.verifyFile(altered);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ verified: false, message: at.notVerified, signers: [] });
  });

  it('when the document as shown (not completed) is sent, then it is not verified', async () => {
    const { agreement } = await aCompletedPdf();
    expect((await a.verifyHash(agreement.sha256)).body.verified).toBe(false);
  });

  it('when nothing, a bad hash or a non-PDF is sent, then the field is named', async () => {
    expect((await a.verifyHash('')).body.errors).toEqual({ sha256: at.sha256Invalid });
    const nothing = await t.http.post('/api/verifyAgreement').set('x-api-key', 'test-api-key').send({});
    expect(nothing.status).toBe(400);
    expect(nothing.body.errors).toEqual({ file: at.verifyNothing });
    const png = await a.verifyFile(pngBytes(), '203.0.113.9');
    expect(png.status).toBe(415);
    expect(png.body.errors).toEqual({ file: at.verifyFileType });
  });

  it(`when one address asks more than ${VERIFICATIONS_PER_HOUR} times in an hour, then 429 with retry_after`, async () => {
    const address = '198.51.100.77';
    for (let i = 0; i < VERIFICATIONS_PER_HOUR; i++) {
      expect((await a.verifyHash('b'.repeat(64), address)).status).toBe(200);
    }
    const refused = await a.verifyHash('b'.repeat(64), address);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(at.tooManyVerifications);
    expect(refused.body.retry_after).toBeGreaterThan(0);
    expect((await a.verifyHash('b'.repeat(64), '198.51.100.78')).status).toBe(200);
  });
});
