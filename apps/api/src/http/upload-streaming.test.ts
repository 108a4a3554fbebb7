import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { editPitches, messages as m } from '@angelbridge/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, TEST_API_KEY, type TestApp } from '../test/harness.js';
import { send, startPitch, teamFields } from '../test/pitch-steps.js';
import { anEntrepreneur, oversizePng, type Person, pdfBytes, projectTypeId } from '../test/pitches.js';
import { bytesOf, storedFiles as filesIn } from '../test/stored-files.js';

let t: TestApp;
let owner: Person;
let technology: string;
beforeAll(async () => {
  t = await startTestApp();
  owner = await anEntrepreneur(t);
  technology = await projectTypeId(t);
});
afterAll(() => t.close());

const MB = 1024 * 1024;
const storedFiles = () => filesIn(t.storage);
const documentsStep = (pitchId: string) => ({ action: 'document', pitch_id: pitchId, document: [] });

/** A PDF padded to `bytes`: its first bytes say PDF, the rest is filler. */
const bigPdf = (bytes: number) => {
  const head = pdfBytes('big');
  return Buffer.concat([head, Buffer.alloc(bytes - head.length, 0x20)]);
};

describe('files streamed to storage', () => {
  it('when a 9.5 MB document is sent, then it is stored byte for byte under a random name', async () => {
    const id = await startPitch(t, owner, technology);
    const file = bigPdf(9.5 * MB);
    const res = await send(t, editPitches, owner.token, documentsStep(id), {
      'document[0]': { buffer: file, name: 'deck.pdf' },
    });
    expect(res.status).toBe(200);
    const [doc] = res.body.pitch_data.document;
    expect(doc).toMatchObject({ name: 'deck.pdf', kind: 'pdf' });
    expect((await bytesOf(t.storage, doc.pitch_document)).equals(file)).toBe(true);
  });

  it('when a document passes its size part-way through, then 413 and no part of it is kept', async () => {
    const id = await startPitch(t, owner, technology);
    const before = await storedFiles();
    const res = await send(t, editPitches, owner.token, documentsStep(id), {
      'document[0]': { buffer: pdfBytes('first'), name: 'first.pdf' },
      'document[1]': { buffer: oversizePng(10 * MB + 1), name: 'big.png' },
    });
    expect(res.status).toBe(413);
    expect(res.body.errors).toEqual({ document: m.documents.size });
    expect(await storedFiles()).toEqual(before);
  });

  it('when a team photo passes its own 5 MB cap (under the documents’ 10 MB), then 413 and nothing is kept', async () => {
    const id = await startPitch(t, owner, technology);
    const before = await storedFiles();
    const res = await send(t, editPitches, owner.token, teamFields(id), {
      photo: { buffer: oversizePng(5 * MB + 1), name: 'me.png' },
    });
    expect(res.status).toBe(413);
    expect(await storedFiles()).toEqual(before);
  });

  it('when a stored file is not used by the call (a later check refuses), then it is removed', async () => {
    const id = await startPitch(t, owner, technology);
    const before = await storedFiles();
    const res = await send(t, editPitches, owner.token, teamFields(id), {
      'document[0]': { buffer: pdfBytes(), name: 'a.pdf' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ document: m.server.unexpectedFile });
    expect(await storedFiles()).toEqual(before);
  });

  it('when the client hangs up half-way through a file, then the part stored so far is removed', async () => {
    const id = await startPitch(t, owner, technology);
    const before = await storedFiles();
    const server = t.app.listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const { port } = server.address() as AddressInfo;
    const boundary = 'hangup';
    const head = Buffer.from(
      [
        `--${boundary}`,
        'Content-Disposition: form-data; name="action"',
        '',
        'document',
        `--${boundary}`,
        'Content-Disposition: form-data; name="pitch_id"',
        '',
        id,
        `--${boundary}`,
        'Content-Disposition: form-data; name="document[0]"; filename="deck.pdf"',
        'Content-Type: application/pdf',
        '',
        '',
      ].join('\r\n'),
    );
    const req = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: `/api${editPitches.path}`,
      headers: {
        'x-api-key': TEST_API_KEY,
        authorization: `Bearer ${owner.token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(9 * MB),
      },
    });
    req.on('error', () => undefined);
    // the file is on its way into the storage (a new file on disk, a part buffered for S3); then the client goes
    const saving = vi.spyOn(t.storage, 'save');
    req.write(Buffer.concat([head, bigPdf(2 * MB)]));
    await vi.waitFor(() => expect(saving).toHaveBeenCalled(), { timeout: 10_000 });
    req.destroy();
    await expect(saving.mock.results[0]?.value).rejects.toThrow();
    saving.mockRestore();
    expect(await storedFiles()).toEqual(before);
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
});
