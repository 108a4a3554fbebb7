import {
  deletePitches,
  deletePitchTeam,
  editPitches,
  getPitchesById,
  messages as m,
} from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { type FileField, saveStep, send, startPitch, teamFields } from '../../test/pitch-steps.js';
import {
  anEntrepreneur,
  aPublishedPitch,
  HTML_BYTES,
  JPEG_BYTES,
  oversizePng,
  type Person,
  pdfBytes,
  pngBytes,
  projectTypeId,
  SVG_BYTES,
} from '../../test/pitches.js';
import { storedFiles as filesIn, isStored } from '../../test/stored-files.js';

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
const onDisk = (url: string) => isStored(t.storage, url);
const storedFiles = () => filesIn(t.storage);
const documentsStep = (pitchId: string, keep: string[] = []) => ({
  action: 'document',
  pitch_id: pitchId,
  document: keep,
});
const docs = (...files: FileField[]) => Object.fromEntries(files.map((file, i) => [`document[${i}]`, file]));
const readPitch = async (id: string) =>
  (await t.call(getPitchesById, { pitch_id: id }, { token: owner.token })).body.pitch_data;

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

describe('team photos', () => {
  it('when a JPEG photo replaces a PNG one, then the old file is removed', async () => {
    const id = await startPitch(t, owner, technology);
    const added = await saveStep(t, owner, teamFields(id), { photo: { buffer: pngBytes(), name: 'a.png' } });
    const member = added.team[0];
    const edited = await saveStep(
      t,
      owner,
      { ...teamFields(id), team_id: member._id },
      { photo: { buffer: JPEG_BYTES, name: 'b.jpg' } },
    );
    expect(edited.team[0].photo).toMatch(/\.jpg$/);
    expect(await onDisk(edited.team[0].photo)).toBe(true);
    expect(await onDisk(member.photo)).toBe(false);
  });

  it.each([
    ['a PDF', pdfBytes(), 'me.pdf'],
    ['an HTML page renamed to .png', HTML_BYTES, 'me.png'],
    ['an SVG renamed to .jpg', SVG_BYTES, 'me.jpg'],
  ])(
    'when %s is sent as the photo, then 415 with the spec message and no member is added',
    async (_what, bytes, name) => {
      const id = await startPitch(t, owner, technology);
      const res = await send(t, editPitches, owner.token, teamFields(id), { photo: { buffer: bytes, name } });
      expect(res.status).toBe(415);
      expect(res.body.errors).toEqual({ photo: m.teamMember.photoType });
      expect((await readPitch(id)).team).toEqual([]);
    },
  );

  it('when the photo is over 5 MB, then 413 and no member is added', async () => {
    const id = await startPitch(t, owner, technology);
    const res = await send(t, editPitches, owner.token, teamFields(id), {
      photo: { buffer: oversizePng(5 * MB), name: 'big.png' },
    });
    expect(res.status).toBe(413);
    expect(res.body.errors).toEqual({ photo: m.teamMember.photoSize });
    expect((await readPitch(id)).team).toEqual([]);
  });

  it('when the other fields are invalid, then the photo is not stored', async () => {
    const id = await startPitch(t, owner, technology);
    const before = await storedFiles();
    const res = await send(
      t,
      editPitches,
      owner.token,
      { ...teamFields(id), email: 'nope' },
      { photo: { buffer: pngBytes(), name: 'a.png' } },
    );
    expect(res.status).toBe(400);
    expect(await storedFiles()).toEqual(before);
  });
});

describe('files and deletes', () => {
  it('when a member is deleted, then their photo is removed; a photo someone else still uses stays', async () => {
    const id = await startPitch(t, owner, technology);
    const member = (
      await saveStep(t, owner, teamFields(id), { photo: { buffer: pngBytes(), name: 'a.png' } })
    ).team[0];
    await t.call(deletePitchTeam, { pitch_id: id, team_id: member._id }, { token: owner.token }).expect(200);
    expect(await onDisk(member.photo)).toBe(false);

    // the demo data gives a founder's team card their profile photo: one file, two rows
    const shared = await t.storage.save(pngBytes(), 'png');
    await t.db.execute(sql`update users set photo = ${shared} where id = ${owner.id}`);
    const founder = (await saveStep(t, owner, teamFields(id))).team[0];
    await t.db.execute(sql`update pitch_team_members set photo = ${shared} where id = ${founder._id}`);
    await t.call(deletePitchTeam, { pitch_id: id, team_id: founder._id }, { token: owner.token }).expect(200);
    expect(await onDisk(shared)).toBe(true);
  });

  it('when a pitch is deleted, then all its photos and documents are removed', async () => {
    const id = await aPublishedPitch(t, owner);
    const pitch = await readPitch(id);
    const urls = [
      ...pitch.team.map((x: { photo: string }) => x.photo),
      ...pitch.document.map((d: { pitch_document: string }) => d.pitch_document),
    ];
    expect(urls).toHaveLength(3);
    for (const url of urls) expect(await onDisk(url)).toBe(true);
    await t.call(deletePitches, { pitch_id: id }, { token: owner.token }).expect(200);
    for (const url of urls) expect(await onDisk(url)).toBe(false);
  });

  it('when the database refuses the write, then the files stored for it are removed and no row is left', async () => {
    const id = await startPitch(t, owner, technology);
    await t.db.execute(sql`create function refuse_documents() returns trigger language plpgsql as $$
      begin raise exception 'refused for the test'; end $$`);
    await t.db.execute(sql`create trigger refuse_documents before insert on pitch_documents
      for each row execute function refuse_documents()`);
    try {
      const before = await storedFiles();
      const res = await send(
        t,
        editPitches,
        owner.token,
        documentsStep(id),
        docs({ buffer: pdfBytes(), name: 'a.pdf' }, { buffer: pngBytes(), name: 'b.png' }),
      );
      expect(res.status).toBe(500);
      expect(res.body.message).toBe(m.errors.generic);
      expect(await storedFiles()).toEqual(before);
      expect((await readPitch(id)).document).toEqual([]);
    } finally {
      await t.db.execute(sql`drop trigger refuse_documents on pitch_documents`);
      await t.db.execute(sql`drop function refuse_documents()`);
    }
  });
});
