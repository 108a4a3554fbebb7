import {
  addPitches,
  editPitches,
  getFundRaiseData,
  getInvestmentPageDataById,
  messages as m,
} from '@angelbridge/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { openOwnerScene } from '../../test/pitch-owner.js';
import { overviewFields, saveStep, send } from '../../test/pitch-steps.js';
import { aPublishedPitch, pdfBytes, pngBytes, SVG_BYTES } from '../../test/pitches.js';
import { bytesOf } from '../../test/stored-files.js';

// A founder's own cover image: checked by its bytes, stored at the card and the page size, first in the
// one cover rule. The spec's overview payload (no cover) keeps working as before.
const { t, owner, technology, onDisk, storedFiles } = await openOwnerScene();

/** A real photo-like image: a 1500 x 1000 gradient with a disc, in the given format. */
const photo = (format: 'jpeg' | 'png' | 'webp') =>
  sharp({ create: { width: 1500, height: 1000, channels: 3, background: '#2a6f97' } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="1500" height="1000"><circle cx="900" cy="400" r="300" fill="#f4a261"/></svg>',
        ),
      },
    ])
    .toFormat(format)
    .toBuffer();

const sizeOf = async (url: string) => {
  const meta = await sharp(await bytesOf(t.storage, url)).metadata();
  return { format: meta.format, width: meta.width, height: meta.height };
};

const overviewOf = (pitchId: string, extra: Record<string, unknown> = {}) => ({
  ...overviewFields(technology),
  pitch_id: pitchId,
  ...extra,
});

const cardImg = async (pitchId: string) => {
  const res = await t.call(getFundRaiseData);
  expect(res.status).toBe(200);
  const cards: { _id: string; img: string | null }[] = res.body.investment_data.pitch_data;
  return cards.find((card) => card._id === pitchId)?.img;
};

const pageImg = async (pitchId: string) => {
  const res = await t.call(getInvestmentPageDataById, { investment_id: pitchId });
  expect(res.status).toBe(200);
  return res.body.investment_data.img as string | null;
};

describe('a pitch cover uploaded in the overview step', () => {
  it('when a JPEG is sent with a new pitch, then it is stored as WebP at the page size and the original is not kept', async () => {
    const before = await storedFiles();
    const pitch = await saveStep(
      t,
      owner,
      overviewFields(technology),
      { cover: { buffer: await photo('jpeg'), name: 'cover.jpg' } },
      addPitches,
    );
    expect(pitch.img).toMatch(/^\/uploads\/.+\.webp$/);
    expect(await sizeOf(pitch.img)).toEqual({ format: 'webp', width: 1280, height: 720 });
    // the two sizes only: the upload itself is gone
    expect((await storedFiles()).filter((url) => !before.includes(url))).toHaveLength(2);
  });

  it('when a published pitch gets a PNG cover, then its card shows the card size and its page the page size, before its image documents', async () => {
    const id = await aPublishedPitch(t, owner);
    const documentCover = await pageImg(id);
    expect(documentCover).toMatch(/\.png$/);

    await saveStep(t, owner, overviewOf(id), { cover: { buffer: await photo('png'), name: 'c.png' } });
    const card = await cardImg(id);
    const page = await pageImg(id);
    expect(card).not.toBe(page);
    expect(await sizeOf(card ?? '')).toEqual({ format: 'webp', width: 640, height: 360 });
    expect(await sizeOf(page ?? '')).toEqual({ format: 'webp', width: 1280, height: 720 });

    // remove_cover goes back to the first open image document, and the cover's files are removed
    await saveStep(t, owner, overviewOf(id, { remove_cover: 'true' }));
    expect(await pageImg(id)).toBe(documentCover);
    expect(await cardImg(id)).toBe(documentCover);
    expect(await onDisk(card ?? '')).toBe(false);
    expect(await onDisk(page ?? '')).toBe(false);
  });

  it('when a WebP cover replaces another, then the old sizes are removed and the overview saved without a cover keeps it', async () => {
    const id = await aPublishedPitch(t, owner);
    const first = await saveStep(t, owner, overviewOf(id), {
      cover: { buffer: await photo('png'), name: 'a.png' },
    });
    const second = await saveStep(t, owner, overviewOf(id), {
      cover: { buffer: await photo('webp'), name: 'b.webp' },
    });
    expect(second.img).not.toBe(first.img);
    expect(await onDisk(first.img)).toBe(false);
    const kept = await saveStep(t, owner, overviewOf(id, { name_of_pitch: 'Renamed' }));
    expect(kept.img).toBe(second.img);
  });

  it.each([
    // the type read from the bytes is not an image kind: 415, as for every upload
    ['a PDF', pdfBytes(), 'deck.png', 415, m.overview.coverType],
    ['an SVG', SVG_BYTES, 'cover.png', 415, m.overview.coverType],
    // the head says PNG, the rest is not an image: decoding refuses it
    [
      'a broken PNG',
      Buffer.concat([pngBytes(4).subarray(0, 40), Buffer.alloc(200, 7)]),
      'c.png',
      400,
      m.overview.coverUnreadable,
    ],
  ])(
    'when %s is sent as the cover, then %i names the cover field and nothing is stored',
    async (_what, buffer, name, status, message) => {
      const before = await storedFiles();
      const res = await send(t, addPitches, owner.token, overviewFields(technology), {
        cover: { buffer, name },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expect(res.body.errors).toEqual({ cover: message });
      expect(await storedFiles()).toEqual(before);
    },
  );

  it('when a cover comes with a step other than overview, then 400 names the field', async () => {
    const id = await aPublishedPitch(t, owner);
    const res = await send(
      t,
      editPitches,
      owner.token,
      {
        action: 'milestones',
        pitch_id: id,
        milestone_name: 'M',
        description: 'D',
        target_date: '2031-01-01',
      },
      { cover: { buffer: await photo('png'), name: 'c.png' } },
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ cover: m.server.unexpectedFile });
  });
});
