/**
 * Test helpers for agreements and signatures (issue 33): a round closing with accepted commitments, the
 * terms a founder sets, the calls by who makes them, and the stored PDFs read back. Tests only.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type Agreement,
  getAgreement,
  getAgreements,
  getRoundTerms,
  type PitchInstrument,
  remindAgreement,
  setRoundTerms,
  signAgreement,
  verifyAgreement,
  voidAgreement,
} from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../db/client.js';
import { type FileField, multipart } from './accounts.js';
import { aFounderWithPitch, roundCalls } from './commitments.js';
import { cookieOf } from './data-room.js';
import type { TestApp } from './harness.js';
import { anInvestor, type Person } from './pitches.js';
import { countryId } from './reference-ids.js';
import { waitUntil } from './wait.js';

/** Terms that fit a SAFE; `more` replaces or adds fields. */
export async function safeTerms(t: TestApp, pitchId: string, more: Record<string, unknown> = {}) {
  return {
    pitch_id: pitchId,
    company_legal_name: 'Maple Robotics Inc.',
    incorporation: { country_id: await countryId(t.db, 'CA'), region: 'Ontario' },
    governing_law: 'Ontario, Canada',
    signatory_name: 'Fay Founder',
    signatory_title: 'CEO',
    instrument_terms: { valuation_cap: 8_000_000, discount_percent: 20 },
    ...more,
  };
}

export const setInstrument = (t: TestApp, pitchId: string, instrument: PitchInstrument | null) =>
  t.db.execute(sql`update pitches set instrument = ${instrument} where id = ${pitchId}`);

/** The calls of agreements, each by the person who makes it. */
export function agreementCalls(t: TestApp) {
  const as = (who: Person) => ({ token: who.token });
  return {
    setTerms: (who: Person, body: object) => t.call(setRoundTerms, body, as(who)),
    setTermsWithFile: (who: Person, fields: Record<string, unknown>, file: FileField) =>
      multipart(t, setRoundTerms, fields, { token: who.token, files: { agreement_file: file } }),
    terms: (who: Person, pitch_id: string) => t.call(getRoundTerms, { pitch_id }, as(who)),
    list: (who: Person, more: object = {}) => t.call(getAgreements, more, as(who)),
    one: (who: Person, agreement_id: string) => t.call(getAgreement, { agreement_id }, as(who)),
    sign: (
      who: Person,
      agreement: Pick<Agreement, '_id' | 'sha256'>,
      signed_name: string,
      more: object = {},
    ) =>
      t.call(
        signAgreement,
        { agreement_id: agreement._id, signed_name, consent: true, sha256: agreement.sha256, ...more },
        as(who),
      ),
    void: (who: Person, agreement_id: string, reason = 'The amount changed.') =>
      t.call(voidAgreement, { agreement_id, reason }, as(who)),
    remind: (who: Person, agreement_id: string) => t.call(remindAgreement, { agreement_id }, as(who)),
    verifyHash: (sha256: string, address = '203.0.113.7') =>
      t.http
        .post(`/api${verifyAgreement.path}`)
        .set('x-api-key', 'test-api-key')
        .set('X-Forwarded-For', address)
        .send({ sha256 }),
    verifyFile: (bytes: Buffer, address = '203.0.113.8') =>
      multipart(t, verifyAgreement, {}, { files: { file: { buffer: bytes, name: 'signed.pdf' } } }).set(
        'X-Forwarded-For',
        address,
      ),
  };
}

/**
 * A founder's pitch of this instrument whose round is closing with `count` investors in it (each
 * committed C$10,000 and was accepted), with or without terms set before the close.
 */
export async function aClosingRound(
  t: TestApp,
  { count = 1, instrument = 'safe' as PitchInstrument, terms = true } = {},
) {
  const r = roundCalls(t);
  const a = agreementCalls(t);
  const { founder, pitchId, pitchName } = await aFounderWithPitch(t, 'Fay');
  await setInstrument(t, pitchId, instrument);
  const investors: Person[] = [];
  for (let i = 0; i < count; i++) {
    const investor = await anInvestor(t, `Ivy${String.fromCharCode(97 + (i % 26))}`);
    const committed = await r.commit(investor, pitchId, 10_000);
    expect(committed.status, JSON.stringify(committed.body)).toBe(200);
    const decided = await r.decide(founder, committed.body.commitment._id, 'accept');
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    investors.push(investor);
  }
  if (terms) {
    const set = await a.setTerms(founder, await safeTerms(t, pitchId));
    expect(set.status, JSON.stringify(set.body)).toBe(200);
  }
  const closed = await r.close(founder, pitchId);
  expect(closed.status, JSON.stringify(closed.body)).toBe(200);
  return { founder, pitchId, pitchName, investors };
}

/** Waits for the creation jobs, then answers the pitch's agreements in force, as the founder lists them. */
export async function agreementsMade(t: TestApp, founder: Person, pitchId: string, count: number) {
  await waitUntil(async () => {
    const rows = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from agreements where pitch_id = ${pitchId} and status <> 'voided'`,
    );
    return (rows[0]?.n ?? 0) >= count;
  }, `${count} agreements`);
  const listed = await agreementCalls(t).list(founder, { pitch_id: pitchId, page_size: 200 });
  return listed.body.agreements as Agreement[];
}

/** A person's name as their account has it (aPerson's). */
export const nameOf = (firstName: string, who: 'investor' | 'founder') =>
  `${firstName} ${who === 'investor' ? 'Investor' : 'Founder'}`;

/** The PDF behind a signed link, fetched as the person's browser does (the binding cookie of a read). */
export async function pdfOf(
  t: TestApp,
  who: Person,
  agreementId: string,
  which: 'document' | 'completed' = 'document',
) {
  const read = await agreementCalls(t).one(who, agreementId);
  expect(read.status, JSON.stringify(read.body)).toBe(200);
  const url =
    which === 'document' ? read.body.agreement.document_url : read.body.agreement.completed_document_url;
  const file = await t.http.get(url).set('Cookie', cookieOf(read)).buffer(true);
  expect(file.status).toBe(200);
  return Buffer.from(file.body);
}

/** What poppler reads of a PDF: its page count and its text, page by page. */
export function readPdf(bytes: Buffer): { pages: number; text: (page?: number) => string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'angelbridge-pdf-'));
  const file = path.join(dir, 'read.pdf');
  writeFileSync(file, bytes);
  try {
    const info = execFileSync('pdfinfo', [file]).toString();
    const pages = Number(info.match(/^Pages:\s+(\d+)/m)?.[1]);
    const texts = Array.from({ length: pages }, (_, i) =>
      execFileSync('pdftotext', ['-f', String(i + 1), '-l', String(i + 1), file, '-']).toString(),
    );
    return { pages, text: (page) => (page === undefined ? texts.join('\n') : (texts[page - 1] ?? '')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
