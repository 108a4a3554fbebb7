import { editPitches, messages as m } from '@angelbridge/contracts';
import { describe, expect, it } from 'vitest';
import { docs, documentsStep, MB, openOwnerScene } from '../../test/pitch-owner.js';
import { saveStep, send, startPitch, teamFields } from '../../test/pitch-steps.js';
import {
  aPublishedPitch,
  HTML_BYTES,
  JPEG_BYTES,
  oversizePng,
  pdfBytes,
  pngBytes,
  SVG_BYTES,
} from '../../test/pitches.js';

// The documents step: real files checked, kept, replaced and limited.
const { t, owner, technology, readPitch, onDisk, storedFiles } = await openOwnerScene();

describe('documents', () => {
  it('when a PDF, a PNG and a JPEG are sent, then all are stored under random names with their kind and name', async () => {
    const id = await startPitch(t, owner, technology);
    const pitch = await saveStep(
      t,
      owner,
      documentsStep(id),
      docs(
        { buffer: pdfBytes(), name: 'Business plan (final).pdf' },
        { buffer: pngBytes(), name: 'cover.png' },
        { buffer: JPEG_BYTES, name: 'team.jpeg' },
      ),
    );
    expect(pitch.document.map((d: { name: string; kind: string }) => [d.name, d.kind])).toEqual([
      ['Business plan (final).pdf', 'pdf'],
      ['cover.png', 'png'],
      ['team.jpeg', 'jpg'],
    ]);
    for (const doc of pitch.document) {
      expect(doc.pitch_document).toMatch(/^\/uploads\/[0-9a-f]{32}\.(pdf|png|jpg)$/);
      expect(await onDisk(doc.pitch_document)).toBe(true);
    }
    expect(pitch.img).toBe(pitch.document[1].pitch_document);
  });

  it('when stored URLs are listed beside new files, then those are kept, the new added and the rest deleted with their files', async () => {
    const id = await startPitch(t, owner, technology);
    const first = await saveStep(
      t,
      owner,
      documentsStep(id),
      docs(
        { buffer: pdfBytes('one'), name: 'one.pdf' },
        { buffer: pngBytes(), name: 'two.png' },
        { buffer: JPEG_BYTES, name: 'three.jpg' },
      ),
    );
    const [one, two, three] = first.document;
    // document[0] a kept URL (absolute, as a browser resolves it), document[1] a new file, document[2] another kept URL
    const res = await send(
      t,
      editPitches,
      owner.token,
      {
        action: 'document',
        pitch_id: id,
        'document[0]': `http://localhost:3000${three.pitch_document}`,
        'document[2]': one.pitch_document,
      },
      { 'document[1]': { buffer: pdfBytes('four'), name: 'four.pdf' } },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const names = res.body.pitch_data.document.map((d: { name: string }) => d.name);
    expect(names).toEqual(['three.jpg', 'one.pdf', 'four.pdf']);
    expect(await onDisk(two.pitch_document)).toBe(false);
    expect(await onDisk(one.pitch_document)).toBe(true);
    expect(await onDisk(three.pitch_document)).toBe(true);
  });

  it('when the stored documents are echoed back as objects, then they are kept too', async () => {
    const id = await startPitch(t, owner, technology);
    const first = await saveStep(t, owner, documentsStep(id), docs({ buffer: pdfBytes(), name: 'a.pdf' }));
    const kept = await saveStep(t, owner, {
      action: 'document',
      pitch_id: id,
      document: JSON.stringify(first.document),
    });
    expect(kept.document).toEqual(first.document);
  });

  it('when nothing is kept and nothing is sent, then the spec asks for one document and nothing is deleted', async () => {
    const id = await startPitch(t, owner, technology);
    const first = await saveStep(t, owner, documentsStep(id), docs({ buffer: pdfBytes(), name: 'a.pdf' }));
    const res = await send(t, editPitches, owner.token, documentsStep(id));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ document: m.documents.stepRequired });
    expect((await readPitch(id)).document).toEqual(first.document);
    expect(await onDisk(first.document[0].pitch_document)).toBe(true);
  });

  it('when a listed URL is not one of the pitch’s documents, then it is refused and nothing changes', async () => {
    const id = await startPitch(t, owner, technology);
    const other = await aPublishedPitch(t, owner);
    const foreign = (await readPitch(other)).document[0].pitch_document;
    const before = await storedFiles();
    const res = await send(
      t,
      editPitches,
      owner.token,
      documentsStep(id, [foreign]),
      docs({ buffer: pdfBytes(), name: 'a.pdf' }),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ document: m.documents.unknown });
    expect(await storedFiles()).toEqual(before);
  });

  it('when an 11th document would be added, then it is refused with the limit', async () => {
    const id = await startPitch(t, owner, technology);
    const ten = Array.from({ length: 10 }, (_, i) => ({ buffer: pngBytes(2 + i), name: `p${i}.png` }));
    const eleven = await send(
      t,
      editPitches,
      owner.token,
      documentsStep(id),
      docs(...ten, { buffer: pdfBytes(), name: 'x.pdf' }),
    );
    expect(eleven.status).toBe(400);
    expect(eleven.body.errors).toEqual({ document: m.documents.tooMany });

    const stored = await saveStep(t, owner, documentsStep(id), docs(...ten));
    expect(stored.document).toHaveLength(10);
    const before = await storedFiles();
    const keepAll = stored.document.map((d: { pitch_document: string }) => d.pitch_document);
    const more = await send(
      t,
      editPitches,
      owner.token,
      documentsStep(id, keepAll),
      docs({ buffer: pdfBytes(), name: 'x.pdf' }),
    );
    expect(more.status).toBe(400);
    expect(more.body.errors).toEqual({ document: m.documents.tooMany });
    expect(await storedFiles()).toEqual(before);
  });

  it.each([
    ['an HTML page renamed to .pdf', HTML_BYTES, 'deck.pdf'],
    ['an SVG renamed to .png', SVG_BYTES, 'cover.png'],
    ['an SVG called .svg', SVG_BYTES, 'logo.svg'],
    ['plain text renamed to .jpg', Buffer.from('just some text, not a picture'), 'photo.jpg'],
  ])(
    'when %s is sent as a document, then 415 with the spec message and nothing is stored',
    async (_what, bytes, name) => {
      const id = await startPitch(t, owner, technology);
      const before = await storedFiles();
      const res = await send(
        t,
        editPitches,
        owner.token,
        documentsStep(id),
        docs({ buffer: pdfBytes(), name: 'ok.pdf' }, { buffer: bytes, name }),
      );
      expect(res.status).toBe(415);
      expect(res.body).toMatchObject({
        success: false,
        message: m.documents.type,
        errors: { document: m.documents.type },
      });
      expect(await storedFiles()).toEqual(before);
      expect((await readPitch(id)).document).toEqual([]);
    },
  );

  it('when a document is over 10 MB, then 413 with the size message', async () => {
    const id = await startPitch(t, owner, technology);
    const res = await send(
      t,
      editPitches,
      owner.token,
      documentsStep(id),
      docs({ buffer: oversizePng(10 * MB), name: 'big.png' }),
    );
    expect(res.status).toBe(413);
    expect(res.body.errors).toEqual({ document: m.documents.size });
    const justFits = await send(
      t,
      editPitches,
      owner.token,
      documentsStep(id),
      docs({ buffer: oversizePng(10 * MB - 1), name: 'fits.png' }),
    );
    expect(justFits.status).toBe(200);
  });

  it('when a file comes with a step that takes none, then it is refused', async () => {
    const id = await startPitch(t, owner, technology);
    const res = await send(t, editPitches, owner.token, teamFields(id), {
      'document[0]': { buffer: pdfBytes(), name: 'a.pdf' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ document: m.server.unexpectedFile });
    expect((await readPitch(id)).team).toEqual([]);
  });
});
