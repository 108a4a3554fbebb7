import {
  deletePitches,
  deletePitchTeam,
  getFundRaiseData,
  getPitchesById,
  hidePitches,
  messages as m,
} from '@angelbridge/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactRequests } from '../../db/schema/index.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { saveStep } from '../../test/pitch-steps.js';
import {
  aDraftPitch,
  anEntrepreneur,
  anInvestor,
  aPublishedPitch,
  type Person,
  pdfBytes,
} from '../../test/pitches.js';

let t: TestApp;
let owner: Person;
beforeAll(async () => {
  t = await startTestApp();
  owner = await anEntrepreneur(t);
});
afterAll(() => t.close());

const hide = (pitchId: string, value?: unknown) =>
  t.call(hidePitches, value === undefined ? { pitch_id: pitchId } : { pitch_id: pitchId, value }, {
    token: owner.token,
  });
const publicIds = async () =>
  ((await t.call(getFundRaiseData)).body.investment_data.pitch_data as { _id: string }[]).map((p) => p._id);
const count = async (table: string, pitchId: string) => {
  const [row] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(sql`${sql.identifier(table)}`)
    .where(sql`pitch_id = ${pitchId}`);
  return row?.n;
};

describe('/hidePitches', () => {
  it('when value is true or false, then the pitch is hidden or shown, and public lists follow', async () => {
    const id = await aPublishedPitch(t, owner);
    expect(await publicIds()).toContain(id);

    const hidden = await hide(id, true);
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({
      success: true,
      message: m.server.pitchHidden,
      pitch_data: { _id: id, is_hidden: true },
    });
    expect(await publicIds()).not.toContain(id);

    const shown = await hide(id, false);
    expect(shown.body).toMatchObject({ message: m.server.pitchShown, pitch_data: { is_hidden: false } });
    expect(await publicIds()).toContain(id);
  });

  it.each([
    ['true', true],
    ['false', false],
    ['1', true],
    ['0', false],
    [1, true],
    [0, false],
  ])('when value is %j, then is_hidden becomes %s', async (value, expected) => {
    const id = await aPublishedPitch(t, owner, { isHidden: !expected });
    expect((await hide(id, value)).body.pitch_data.is_hidden).toBe(expected);
  });

  it('when no value is sent, then the flag flips', async () => {
    const id = await aPublishedPitch(t, owner);
    expect((await hide(id)).body.pitch_data.is_hidden).toBe(true);
    expect((await hide(id)).body.pitch_data.is_hidden).toBe(false);
  });

  it('when value is nonsense, then it is refused', async () => {
    const id = await aPublishedPitch(t, owner);
    const res = await hide(id, 'maybe');
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty('value');
  });

  it('when a public pitch loses its last team member, then it is a draft again and leaves public lists', async () => {
    const id = await aPublishedPitch(t, owner);
    expect(await publicIds()).toContain(id);
    const pitch = (await t.call(getPitchesById, { pitch_id: id }, { token: owner.token })).body.pitch_data;
    await t
      .call(deletePitchTeam, { pitch_id: id, team_id: pitch.team[0]._id }, { token: owner.token })
      .expect(200);
    expect(await publicIds()).not.toContain(id);
    expect(
      (await t.call(getPitchesById, { pitch_id: id }, { token: owner.token })).body.pitch_data.draft,
    ).toBe(true);
  });

  it('when a draft is shown, then it still stays out of public lists', async () => {
    const id = await aDraftPitch(t, owner);
    await hide(id, false);
    expect(await publicIds()).not.toContain(id);
  });
});

describe('/deletePitches', () => {
  it('when the owner deletes a pitch, then it goes with its team, documents, milestones and contact requests', async () => {
    const id = await aPublishedPitch(t, owner);
    const investor = await anInvestor(t);
    await t.db.insert(contactRequests).values({ pitchId: id, investorId: investor.id, status: 'allow' });
    await saveStep(
      t,
      owner,
      { action: 'document', pitch_id: id, document: [] },
      { 'document[0]': { buffer: pdfBytes(), name: 'x.pdf' } },
    );

    const res = await t.call(deletePitches, { pitch_id: id }, { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: m.server.pitchDeleted });
    for (const table of ['pitch_team_members', 'pitch_documents', 'pitch_milestones', 'contact_requests']) {
      expect(await count(table, id)).toBe(0);
    }
    expect(
      await t.db.select().from(contactRequests).where(eq(contactRequests.investorId, investor.id)),
    ).toEqual([]);
    expect((await t.call(getPitchesById, { pitch_id: id }, { token: owner.token })).status).toBe(404);
    expect(await publicIds()).not.toContain(id);
    expect((await t.call(deletePitches, { pitch_id: id }, { token: owner.token })).status).toBe(404);
  });

  it('when the id is malformed, then 400 names the field', async () => {
    const res = await t.call(deletePitches, { pitch_id: 'abc' }, { token: owner.token });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ pitch_id: 'Invalid pitch id.' });
  });
});
