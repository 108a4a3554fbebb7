import { getFundRaiseData, getInvestmentPageDataById } from '@angelbridge/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { insertPerson } from '../../test/people.js';
import { insertPitch } from '../../test/pitches.js';

/**
 * A pitch's cover is its first image that is not locked in the data room: a locked image opens only
 * through a signed link, so its URL must not reach a card. The funding page's cards and the detail page
 * follow the one rule.
 */
let t: TestApp;
let lockedFirstId: string;
let onlyLockedId: string;

beforeAll(async () => {
  t = await startTestApp();
  const first = await insertPerson(t.db, { firstName: 'Cyra', lastName: 'Cover' });
  const second = await insertPerson(t.db, { firstName: 'Dov', lastName: 'Cover' });
  lockedFirstId = await insertPitch(t.db, {
    ownerId: first.id,
    name: 'Locked First',
    documents: [
      { kind: 'png', url: '/uploads/locked-cover.png', locked: true },
      { kind: 'jpg', url: '/uploads/open-cover.jpg' },
    ],
  });
  onlyLockedId = await insertPitch(t.db, {
    ownerId: second.id,
    name: 'Only Locked',
    documents: [{ kind: 'png', url: '/uploads/only-locked.png', locked: true }],
  });
});
afterAll(() => t.close());

const cardsById = async () => {
  const res = await t.call(getFundRaiseData);
  expect(res.status).toBe(200);
  const cards: { _id: string; img: string | null }[] = res.body.investment_data.pitch_data;
  return new Map(cards.map((card) => [card._id, card.img]));
};

const detailImg = async (id: string) => {
  const res = await t.call(getInvestmentPageDataById, { investment_id: id });
  expect(res.status).toBe(200);
  return res.body.investment_data.img as string | null;
};

describe('the cover of a pitch', () => {
  it('when its first image is locked, then the funding card shows the next open image, as the detail page does', async () => {
    const cards = await cardsById();
    expect(cards.get(lockedFirstId)).toBe('/uploads/open-cover.jpg');
    expect(await detailImg(lockedFirstId)).toBe('/uploads/open-cover.jpg');
  });

  it('when its only image is locked, then no card carries the locked URL', async () => {
    const cards = await cardsById();
    expect(cards.get(onlyLockedId)).toBeNull();
    expect(await detailImg(onlyLockedId)).toBeNull();
    expect(JSON.stringify([...cards])).not.toContain('locked');
  });

  it('when a picture is locked, then it does not count as the picture that ranks a card first', async () => {
    const cards = [...(await cardsById()).keys()];
    expect(cards).toEqual([lockedFirstId, onlyLockedId]);
  });
});
