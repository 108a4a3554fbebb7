import { getPitches, getPitchesById, hidePitches, logout, type Pitch } from '@angelbridge/contracts';
import { eq } from 'drizzle-orm';
import type { Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pitches } from '../db/schema/index.js';
import { startTestApp, type TestApp } from '../test/harness.js';
import { anEntrepreneur, anInvestor, aPublishedPitch, type Person } from '../test/pitches.js';

let t: TestApp;
let owner: Person;
let otherFounder: Person;
let investor: Person;
beforeAll(async () => {
  t = await startTestApp();
  owner = await anEntrepreneur(t, 'Olga');
  otherFounder = await anEntrepreneur(t, 'Sam');
  investor = await anInvestor(t);
});
afterAll(() => t.close());

/** The files cookie an answer set, as the browser sends it back to /uploads. */
const filesCookie = (res: Response) => {
  const header = (res.headers['set-cookie'] as unknown as string[] | undefined) ?? [];
  const cookie = header.find((c) => c.startsWith('ab_files='));
  expect(cookie, 'the answer sets the files cookie').toBeDefined();
  expect(cookie).toMatch(/HttpOnly/);
  expect(cookie).toMatch(/Path=\/uploads/);
  return cookie?.split(';')[0] ?? '';
};

/** A browser's session: its files cookie, from its own "my pitches" call, as the web app makes it. */
async function browserOf(person: Person): Promise<string> {
  return filesCookie(await t.call(getPitches, {}, { token: person.token }));
}

/** Every stored file of the pitch: team photo and documents. */
async function filesOf(pitchId: string): Promise<string[]> {
  const res = await t.call(getPitchesById, { pitch_id: pitchId }, { token: owner.token });
  const pitch = res.body.pitch_data as Pitch;
  const urls = [...pitch.team.map((m) => m.photo), ...pitch.document.map((d) => d.pitch_document)];
  return urls.filter((url): url is string => typeof url === 'string' && url.startsWith('/uploads/'));
}

const fetchAs = (url: string, cookie?: string) => {
  const request = t.http.get(url).buffer(true);
  return cookie ? request.set('Cookie', cookie) : request;
};

async function statuses(urls: string[], cookie?: string): Promise<number[]> {
  return Promise.all(urls.map(async (url) => (await fetchAs(url, cookie)).status));
}

describe('files of hidden and draft pitches', () => {
  it('when a pitch is hidden, then only its signed-in owner fetches its files; made public again, everyone does', async () => {
    const pitchId = await aPublishedPitch(t, owner);
    const files = await filesOf(pitchId);
    expect(files).toHaveLength(3);
    const everyone = files.map(() => 200);
    const nobody = files.map(() => 404);
    expect(await statuses(files)).toEqual(everyone);

    const hidden = await t.call(hidePitches, { pitch_id: pitchId, value: true }, { token: owner.token });
    expect(hidden.status).toBe(200);
    const ownerBrowser = filesCookie(hidden);
    expect(await statuses(files)).toEqual(nobody); // a guest
    expect(await statuses(files, await browserOf(otherFounder))).toEqual(nobody);
    // another user's cookie value under the owner's name, or a made-up one, opens nothing either
    expect(await statuses(files, 'ab_files=0.0.forged')).toEqual(nobody);
    expect(await statuses(files, ownerBrowser)).toEqual(everyone);
    const photo = await fetchAs(files[0] ?? '', ownerBrowser);
    expect(photo.headers['cache-control']).toBe('private, no-store');

    const shown = await t.call(hidePitches, { pitch_id: pitchId, value: false }, { token: owner.token });
    expect(shown.status).toBe(200);
    expect(await statuses(files)).toEqual(everyone);
  });

  it('when a pitch is still a draft, then its files are its owner’s alone', async () => {
    const pitchId = await aPublishedPitch(t, owner);
    const files = await filesOf(pitchId);
    // back to a draft, as when a step the pitch needs is emptied
    await t.db.update(pitches).set({ draft: true }).where(eq(pitches.id, pitchId));
    expect(await statuses(files)).toEqual(files.map(() => 404));
    const investorAsks = await Promise.all(
      files.map(async (url) => (await fetchAs(url).set('Authorization', `Bearer ${investor.token}`)).status),
    );
    expect(investorAsks).toEqual(files.map(() => 404));
    expect(await statuses(files, await browserOf(otherFounder))).toEqual(files.map(() => 404));
    expect(await statuses(files, await browserOf(owner))).toEqual(files.map(() => 200));
  });

  it('when the owner signs out, then that browser’s cookie no longer opens the files', async () => {
    const pitchId = await aPublishedPitch(t, owner, { isHidden: true });
    const files = await filesOf(pitchId);
    const session = await t.call(getPitches, {}, { token: owner.token });
    const cookie = filesCookie(session);
    expect(await statuses(files, cookie)).toEqual(files.map(() => 200));
    expect((await t.call(logout, {}, { token: owner.token })).status).toBe(200);
    expect(await statuses(files, cookie)).toEqual(files.map(() => 404));
  });
});
