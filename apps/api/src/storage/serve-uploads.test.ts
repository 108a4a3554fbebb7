import { editPitches, getPitchesById } from '@angelbridge/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.js';
import { saveStep, startPitch } from '../test/pitch-steps.js';
import {
  anEntrepreneur,
  JPEG_BYTES,
  type Person,
  pdfBytes,
  pngBytes,
  projectTypeId,
} from '../test/pitches.js';
import { contentDisposition, UPLOADS_CSP } from './serve-uploads.js';

let t: TestApp;
let owner: Person;
let documents: { pitch_document: string; name: string }[];
/** The owner's browser: the pitch is a draft, so its files are served to its owner alone. */
let ownerCookie: string;
beforeAll(async () => {
  t = await startTestApp();
  owner = await anEntrepreneur(t);
  const id = await startPitch(t, owner, await projectTypeId(t));
  const pitch = await saveStep(
    t,
    owner,
    { action: 'document', pitch_id: id },
    {
      'document[0]': { buffer: pdfBytes(), name: 'Plan d’affaires – été "2030".pdf' },
      'document[1]': { buffer: pngBytes(), name: 'cover.png' },
      'document[2]': { buffer: JPEG_BYTES, name: 'team.jpg' },
    },
    editPitches,
  );
  documents = pitch.document;
  const own = await t.call(getPitchesById, { pitch_id: id }, { token: owner.token });
  expect(own.status).toBe(200);
  const cookies = (own.headers['set-cookie'] as unknown as string[] | undefined) ?? [];
  ownerCookie = cookies.find((c) => c.startsWith('ab_files='))?.split(';')[0] ?? '';
});
afterAll(() => t.close());

const get = (url: string) => t.http.get(url).set('Cookie', ownerCookie).buffer(true);

describe('stored files', () => {
  it('when a PDF is fetched, then it opens inline under its original name with the safe headers', async () => {
    const [pdf] = documents;
    const res = await get(pdf?.pitch_document ?? '');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe(UPLOADS_CSP);
    expect(res.headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="Plan d_affaires _ _t_ _2030_.pdf"; filename*=UTF-8''Plan%20d%E2%80%99affaires%20%E2%80%93%20%C3%A9t%C3%A9%20%222030%22.pdf`,
    );
    expect(Buffer.from(res.body).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it.each([
    [1, 'image/png'],
    [2, 'image/jpeg'],
  ])('when image %i is fetched, then it has its type, nosniff and the sandbox', async (index, type) => {
    const res = await get(documents[index]?.pitch_document ?? '');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe(type);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe(UPLOADS_CSP);
    expect(res.headers['content-disposition']).toBe('inline');
  });

  it('when a file is not there, then 404', async () => {
    const res = await get('/uploads/0123456789abcdef0123456789abcdef.pdf');
    expect(res.status).toBe(404);
    expect(res.headers['content-disposition']).toBeUndefined();
  });

  it.each([
    '/uploads/..%2Fsecret.txt',
    '/uploads/%2e%2e/%2e%2e/etc/passwd',
    '/uploads/.hidden.png',
    '/uploads/page.html',
    '/uploads/',
  ])('when %s is asked for, then 404 and nothing is read', async (url) => {
    const res = await get(url);
    expect(res.status).toBe(404);
    expect(String(res.headers['content-type'])).not.toMatch(/html/);
  });

  it('when a stored file of a type we do not serve is asked for, then 404', async () => {
    const html = await t.storage.save(Buffer.from('<script>alert(1)</script>'), 'html');
    const res = await get(html);
    expect(res.status).toBe(404);
    expect(String(res.headers['content-type'])).not.toMatch(/html/);
  });

  it('when the browser holds the ETag, then 304 with no body', async () => {
    const url = documents[1]?.pitch_document ?? '';
    const first = await get(url);
    expect(first.headers.etag).toMatch(/"$/);
    expect(first.headers['last-modified']).toBeDefined();
    const again = await get(url).set('If-None-Match', first.headers.etag as string);
    expect(again.status).toBe(304);
    expect(again.body.length ?? 0).toBe(0);
  });

  it('when a range is asked for, then 206 with those bytes; past the end, 416', async () => {
    const url = documents[0]?.pitch_document ?? '';
    const part = await get(url).set('Range', 'bytes=0-4');
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toMatch(/^bytes 0-4\/\d+$/);
    expect(Buffer.from(part.body).toString()).toBe('%PDF-');
    expect(part.headers['x-content-type-options']).toBe('nosniff');
    const past = await get(url).set('Range', 'bytes=99999999-');
    expect(past.status).toBe(416);
  });

  it('when only the headers are asked for (HEAD), then they come with the length and no body', async () => {
    const url = documents[0]?.pitch_document ?? '';
    const res = await t.http.head(url).set('Cookie', ownerCookie);
    expect(res.status).toBe(200);
    expect(Number(res.headers['content-length'])).toBeGreaterThan(5);
    expect(res.headers['content-security-policy']).toBe(UPLOADS_CSP);
  });
});

describe('contentDisposition', () => {
  it('when the name is plain ASCII, then both forms carry it', () => {
    expect(contentDisposition('inline', 'deck.pdf')).toBe(
      `inline; filename="deck.pdf"; filename*=UTF-8''deck.pdf`,
    );
  });
  it('when there is no name, then only the kind is sent', () => {
    expect(contentDisposition('attachment', null)).toBe('attachment');
  });
});
