import { agreementTexts as at, getRoundTerms } from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { PDFArray, PDFDocument, PDFRawStream, StandardFonts } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import {
  aClosingRound,
  agreementCalls,
  agreementsMade,
  pdfOf,
  readPdf,
  safeTerms,
  setInstrument,
} from '../../test/agreements.js';
import { aFounderWithPitch } from '../../test/commitments.js';
import { cookieOf } from '../../test/data-room.js';
import { startTestApp } from '../../test/harness.js';
import { anEntrepreneur, anInvestor, pngBytes } from '../../test/pitches.js';

// The round's terms: the instrument's rule, the upload, the preview, and when they may change.
const t = await startTestApp();
afterAll(() => t.close());
const a = agreementCalls(t);

/** A lawyer's document as a founder would upload it: three pages of someone else's making. */
async function lawyersPdf(pages = 3): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.TimesRoman);
  for (let i = 1; i <= pages; i++) {
    doc
      .addPage([595, 842])
      .drawText(`Subscription agreement, clause page ${i}`, { x: 72, y: 760, size: 12, font });
  }
  return Buffer.from(await doc.save());
}

/** The raw content-stream bytes of each page: what a page draws, byte for byte. */
async function pageContents(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
    return streams
      .map((ref) => {
        const stream = doc.context.lookup(ref);
        if (!(stream instanceof PDFRawStream)) throw new Error('a page content that is not a stream');
        return Buffer.from(stream.getContents()).toString('hex');
      })
      .join('|');
  });
}

const termsRow = async (pitchId: string) =>
  (await queryRows(t.db, sql`select 1 from round_terms where pitch_id = ${pitchId}`)).length;

async function aSafePitch() {
  const scene = await aFounderWithPitch(t, 'Fay');
  await setInstrument(t, scene.pitchId, 'safe');
  return scene;
}

describe('terms that fit the instrument', () => {
  it('when a SAFE gets a term of equity, a negative cap or no term at all, then each field is named and nothing is written', async () => {
    const { founder, pitchId } = await aSafePitch();
    const files = (await t.storage.list()).length;
    const cases: [object, Record<string, string>][] = [
      [
        { valuation_cap: 1_000_000, price_per_share: '0.5' },
        { 'instrument_terms.price_per_share': 'Not a term of a SAFE.' },
      ],
      [{ valuation_cap: -5 }, { 'instrument_terms.valuation_cap': at.valuationCapInvalid }],
      [{ valuation_cap: 10 ** 16 }, { 'instrument_terms.valuation_cap': at.valuationCapInvalid }],
      [{}, { instrument_terms: at.safeNeedsATerm }],
    ];
    for (const [instrument_terms, errors] of cases) {
      const res = await a.setTerms(founder, await safeTerms(t, pitchId, { instrument_terms }));
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.errors).toEqual(errors);
    }
    expect(await termsRow(pitchId)).toBe(0);
    expect((await t.storage.list()).length).toBe(files);
  });

  it('when the pitch has no instrument, then instrument_terms says to set it in the round step', async () => {
    const { founder, pitchId } = await aFounderWithPitch(t, 'Fay');
    const res = await a.setTerms(founder, await safeTerms(t, pitchId));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ instrument_terms: at.instrumentMissing });
    const read = await a.terms(founder, pitchId);
    expect(read.body).toMatchObject({ round_terms: null, instrument: null, may_edit: false });
  });

  it('when equity terms come as decimal text, then they are kept exact and the preview states the shares', async () => {
    const { founder, pitchId } = await aFounderWithPitch(t, 'Fay');
    await setInstrument(t, pitchId, 'equity');
    const instrument_terms = {
      price_per_share: '0.8125',
      share_class: 'Class A common',
      pre_money_valuation: 6_000_000,
    };
    const res = await a.setTerms(founder, await safeTerms(t, pitchId, { instrument_terms }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.round_terms.instrument_terms).toMatchObject({
      ...instrument_terms,
      valuation_cap: null,
      mfn: null,
    });
    const read = await a.terms(founder, pitchId);
    const preview = await t.http.get(read.body.preview_url).set('Cookie', cookieOf(read)).buffer(true);
    expect(preview.status).toBe(200);
    const text = readPdf(Buffer.from(preview.body)).text();
    // the pitch's minimum (C$5,000) at C$0.8125 a share: 6,153 whole shares
    expect(text).toContain('6,153 Class A common');
    expect(text).toContain(at.previewInvestorName);
  });
});

describe('the founder’s own agreement', () => {
  it('when a PDF is uploaded, then agreements carry a cover before it and a signature page after it, its pages unchanged', async () => {
    const { founder, pitchId, investors } = await aClosingRound(t, { terms: false });
    const upload = await lawyersPdf(3);
    const fields = await safeTerms(t, pitchId);
    const res = await a.setTermsWithFile(founder, fields, { buffer: upload, name: 'Our SAFE.pdf' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(at.termsSavedSending);
    expect(res.body.round_terms).toMatchObject({ template: 'uploaded', agreement_file_name: 'Our SAFE.pdf' });
    const [agreement] = await agreementsMade(t, founder, pitchId, 1);
    const [investor] = investors;
    if (!agreement || !investor) throw new Error('no agreement');
    const shown = await pdfOf(t, investor, agreement._id);
    const read = readPdf(shown);
    expect(read.pages).toBe(5);
    expect(read.text(1)).toContain('Cover page');
    expect(read.text(5)).toContain('Signature page');
    const theirs = readPdf(upload);
    for (const page of [1, 2, 3]) expect(read.text(page + 1)).toBe(theirs.text(page));
    expect((await pageContents(shown)).slice(1, 4)).toEqual(await pageContents(upload));
  });

  it('when the upload is not a PDF, then 415 names agreement_file and nothing is written', async () => {
    const { founder, pitchId } = await aSafePitch();
    const files = (await t.storage.list()).length;
    const res = await a.setTermsWithFile(founder, await safeTerms(t, pitchId), {
      buffer: pngBytes(),
      name: 'deal.pdf',
    });
    expect(res.status).toBe(415);
    expect(res.body.errors).toEqual({ agreement_file: at.fileType });
    expect(await termsRow(pitchId)).toBe(0);
    expect((await t.storage.list()).length).toBe(files);
  });

  it('when the PDF is 25 MB, then 413 names agreement_file and nothing is written', async () => {
    const { founder, pitchId } = await aSafePitch();
    const files = (await t.storage.list()).length;
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(25 * 1024 * 1024, 0x20)]);
    const res = await a.setTermsWithFile(founder, await safeTerms(t, pitchId), {
      buffer: big,
      name: 'big.pdf',
    });
    expect(res.status).toBe(413);
    expect(res.body.errors).toEqual({ agreement_file: at.fileSize });
    expect(await termsRow(pitchId)).toBe(0);
    expect((await t.storage.list()).length).toBe(files);
  });

  it('when the PDF cannot be read, then 400 names agreement_file', async () => {
    const { founder, pitchId } = await aSafePitch();
    const broken = Buffer.from('%PDF-1.7\nnot really a pdf\n%%EOF\n');
    const res = await a.setTermsWithFile(founder, await safeTerms(t, pitchId), {
      buffer: broken,
      name: 'x.pdf',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ agreement_file: at.fileUnreadable });
  });
});

describe('when terms may change', () => {
  it('when an agreement is awaiting, then 409; once voided, new terms make new agreements for the closing round', async () => {
    const { founder, pitchId } = await aClosingRound(t);
    const [first] = await agreementsMade(t, founder, pitchId, 1);
    if (!first) throw new Error('no agreement');
    const locked = await a.setTerms(
      founder,
      await safeTerms(t, pitchId, { governing_law: 'Quebec, Canada' }),
    );
    expect(locked.status).toBe(409);
    expect(locked.body.errors).toEqual({ pitch_id: at.termsLocked });
    expect((await a.terms(founder, pitchId)).body).toMatchObject({
      may_edit: false,
      cannot_edit_reason: at.cannotEditSent,
    });
    expect((await a.void(founder, first._id)).status).toBe(200);
    const changed = await a.setTerms(
      founder,
      await safeTerms(t, pitchId, { governing_law: 'Quebec, Canada' }),
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const [second] = await agreementsMade(t, founder, pitchId, 1);
    expect(second?._id).not.toBe(first._id);
    expect(second?.fields.governing_law).toBe('Quebec, Canada');
  });

  it('when an investor or another founder asks, then 403 and 404', async () => {
    const { pitchId } = await aSafePitch();
    const investor = await anInvestor(t);
    expect((await t.call(getRoundTerms, { pitch_id: pitchId }, { token: investor.token })).status).toBe(403);
    const other = await anEntrepreneur(t, 'Oz');
    const res = await a.setTerms(other, await safeTerms(t, pitchId));
    expect(res.status).toBe(404);
    expect(res.body.errors).toEqual({ pitch_id: at.pitchNotFound });
  });
});
