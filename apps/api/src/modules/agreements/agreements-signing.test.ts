import { createHash } from 'node:crypto';
import { AGREEMENT_CONSENT_TEXT, agreementTexts as at, getNotifications } from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { settleMail } from '../../test/accounts.js';
import {
  aClosingRound,
  agreementCalls,
  agreementsMade,
  nameOf,
  pdfOf,
  readPdf,
} from '../../test/agreements.js';
import { startTestApp } from '../../test/harness.js';

// The way through: agreements made on close, the investor then the founder sign, the completed PDF.
const t = await startTestApp();
afterAll(() => t.close());
const a = agreementCalls(t);

describe('an agreement from close to completion', () => {
  it('when terms exist and the round closes, then each closing commitment gets one agreement awaiting its investor', async () => {
    const { founder, pitchId, investors } = await aClosingRound(t, { count: 2 });
    const made = await agreementsMade(t, founder, pitchId, 2);
    expect(made.map((x) => x.status)).toEqual(['awaiting_investor', 'awaiting_investor']);
    expect(made.map((x) => x.investor._id).sort()).toEqual(investors.map((i) => i.id).sort());
    const first = made[0];
    if (!first) throw new Error('no agreement');
    expect(first.fields).toMatchObject({
      amount: 10_000,
      currency: 'CAD',
      instrument: 'safe',
      governing_law: 'Ontario, Canada',
    });
    expect(first.sha256).toMatch(/^[0-9a-f]{64}$/);
    const mine = await a.list(investors[0] ?? founder);
    expect(mine.body.agreements).toHaveLength(1);
  });

  it('when both sign, then the completed PDF is the document plus a certificate naming both signers, stored once, mailed to both once', async () => {
    const { founder, pitchId, pitchName, investors } = await aClosingRound(t);
    const [investor] = investors;
    if (!investor) throw new Error('no investor');
    const [made] = await agreementsMade(t, founder, pitchId, 1);
    if (!made) throw new Error('no agreement');
    const shown = await pdfOf(t, investor, made._id);
    expect(readPdf(shown).text()).toContain('Investment summary and subscription');
    expect(createHash('sha256').update(shown).digest('hex')).toBe(made.sha256);

    const signed = await a.sign(investor, made, nameOf('Ivya', 'investor').toUpperCase(), {});
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect(signed.body.agreement.status).toBe('awaiting_founder');
    expect(signed.body.agreement.signers).toMatchObject([{ role: 'investor', sha256: made.sha256 }]);

    const done = await a.sign(founder, made, nameOf('Fay', 'founder'));
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    // the signature's transaction also queued the completion, should the process die before it ran inline
    const queued = await queryRows(
      t.db,
      sql`select 1 from jobs where key = ${`agreement-complete:${made._id}`}`,
    );
    expect(queued).toHaveLength(1);
    expect(done.body.message).toBe(at.signedCompleted);
    const completed = done.body.agreement;
    expect(completed.status).toBe('completed');
    expect(completed.completed_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(completed.signers.map((s: { role: string }) => s.role)).toEqual(['investor', 'founder']);

    const pdf = await pdfOf(t, founder, made._id, 'completed');
    const read = readPdf(pdf);
    expect(read.pages).toBe(readPdf(shown).pages + 1);
    const certificate = read.text(read.pages);
    expect(certificate).toContain('Signature certificate');
    expect(certificate).toContain(made._id);
    expect(certificate).toContain('IVYA INVESTOR');
    expect(certificate).toContain('Fay Founder');
    expect(certificate).toContain(investor.email);
    expect(certificate).toContain(founder.email);
    expect(certificate.replace(/\s+/g, '')).toContain(made.sha256);

    const stored = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from agreement_documents d join agreements a on a.completed_document_id = d.id
          where a.id = ${made._id}`,
    );
    expect(stored[0]?.n).toBe(1);
    await settleMail(t);
    for (const who of [investor, founder]) {
      const mails = t.mail
        .messages()
        .filter((m) => m.to.includes(who.email) && m.subject.startsWith('Signed:'));
      expect(mails).toHaveLength(1);
      expect(mails[0]?.attachments).toEqual([{ filename: `agreement-${made._id}.pdf`, size: pdf.length }]);
      expect(mails[0]?.subject).toContain(pitchName);
    }
    const bell = await t.call(getNotifications, {}, { token: investor.token });
    expect(bell.body.notifications.map((n: { body: string }) => n.body)).toContain(
      at.noticeCompleted(pitchName),
    );
  });

  it('when the signature is stored, then it keeps the consent text, the client address, the user agent and the database time', async () => {
    const { founder, pitchId, investors } = await aClosingRound(t);
    const [investor] = investors;
    if (!investor) throw new Error('no investor');
    const [made] = await agreementsMade(t, founder, pitchId, 1);
    if (!made) throw new Error('no agreement');
    const res = await t.http
      .post('/api/signAgreement')
      .set('x-api-key', 'test-api-key')
      .set('Authorization', `Bearer ${investor.token}`)
      .set('X-Forwarded-For', '198.51.100.23')
      .set('User-Agent', 'AgreementTest/1.0')
      .send({ agreement_id: made._id, signed_name: 'ivya investor', consent: 'true', sha256: made.sha256 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [row] = await queryRows<{
      consent_text: string;
      client_address: string;
      user_agent: string;
      close: boolean;
    }>(
      t.db,
      sql`select consent_text, client_address, user_agent, abs(extract(epoch from now() - signed_at)) < 60 as close
          from agreement_signatures where agreement_id = ${made._id}`,
    );
    expect(row).toEqual({
      consent_text: AGREEMENT_CONSENT_TEXT,
      client_address: '198.51.100.23',
      user_agent: 'AgreementTest/1.0',
      close: true,
    });
  });
});
