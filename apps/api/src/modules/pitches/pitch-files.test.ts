import { deletePitches, deletePitchTeam, editPitches, messages as m } from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
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

// Team photos, and the files a delete leaves behind.
const { t, owner, technology, readPitch, onDisk, storedFiles } = await openOwnerScene();

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
