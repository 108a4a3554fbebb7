import { getInvestmentPageDataById, messages, SIMILAR_PITCHES } from '@angelbridge/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pitches } from '../../db/schema/index.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { insertPerson } from '../../test/people.js';
import { insertPitch } from '../../test/pitches.js';

let t: TestApp;
const ids = new Map<string, string>();
const team = [
  { name: 'Lee Chen', email: 'lee.chen@team-secret.test', mobileNumber: '4165550199' },
  { name: 'Sam Roy', email: 'sam.roy@team-secret.test', mobileNumber: '5145550123' },
];

const detail = (investment_id: string) => t.call(getInvestmentPageDataById, { investment_id });

beforeAll(async () => {
  t = await startTestApp();
  const { id: ownerId } = await insertPerson(t.db, { firstName: 'Amara', lastName: 'Okafor' });
  const add = async (name: string, projectType: string, target: number, extra: object = {}) => {
    ids.set(
      name,
      await insertPitch(t.db, { ownerId, name, projectType, target, minPerInvestor: 1_000, ...extra }),
    );
  };
  await add('LedgerLoop', 'Fintech', 500_000, {
    team,
    documents: [
      { kind: 'pdf', url: '/uploads/deck.pdf' },
      { kind: 'png', url: '/uploads/cover.png' },
    ],
  });
  // the same project type, by distance from 500,000: 20k, 400k, 450k
  await add('Same near', 'Fintech', 480_000);
  await add('Same far', 'Fintech', 950_000);
  await add('Same low', 'Fintech', 100_000);
  // other types, by distance: 10k, 200k, 450k, 1.5M
  await add('Other nearest', 'Healthcare', 510_000);
  await add('Other near', 'Education', 700_000);
  await add('Other low', 'Agriculture', 50_000);
  await add('Other far', 'Real Estate', 2_000_000);
  // nearest of all, yet never shown
  await add('Hidden twin', 'Fintech', 500_000, { isHidden: true });
  await add('Draft twin', 'Fintech', 500_000, { draft: true });
  await add('Deleted', 'Fintech', 500_000);
  await t.db.delete(pitches).where(eq(pitches.id, ids.get('Deleted') ?? ''));
});
afterAll(() => t.close());

describe('/getInvestmentPageDataById', () => {
  it('when a visible pitch is asked for, then it comes with documents and its team without e-mail or phone', async () => {
    const res = await detail(ids.get('LedgerLoop') ?? '');
    expect(res.status).toBe(200);
    const pitch = res.body.investment_data;
    expect(pitch).toMatchObject({
      _id: ids.get('LedgerLoop'),
      name_of_pitch: 'LedgerLoop',
      img: '/uploads/cover.png',
    });
    expect(pitch.project_type.title).toBe('Fintech');
    expect(pitch.team.map((m: { name: string }) => m.name).sort()).toEqual(['Lee Chen', 'Sam Roy']);
    expect(pitch.team[0]).not.toHaveProperty('email');
    expect(pitch.team[0]).not.toHaveProperty('mobile_number');
    const body = JSON.stringify(res.body);
    expect(body).not.toContain('team-secret.test');
    expect(body).not.toContain('4165550199');
  });

  it('when it has similar pitches, then up to 6 come: the same project type first, then the nearest target', async () => {
    const res = await detail(ids.get('LedgerLoop') ?? '');
    const similar = res.body.similar_pitch.map((p: { name_of_pitch: string }) => p.name_of_pitch);
    expect(similar).toHaveLength(SIMILAR_PITCHES);
    expect(similar).toEqual([
      'Same near',
      'Same low',
      'Same far',
      'Other nearest',
      'Other near',
      'Other low',
    ]);
  });

  it('when the pitch is hidden, a draft, deleted or unknown, then the answer is 404', async () => {
    for (const name of ['Hidden twin', 'Draft twin', 'Deleted']) {
      const res = await detail(ids.get(name) ?? '');
      expect(res.status, name).toBe(404);
      expect(res.body.message).toBe(messages.server.pitchNotFound);
    }
    expect((await detail('00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('when the id is malformed, then the answer is 400', async () => {
    const res = await detail('not-an-id');
    expect(res.status).toBe(400);
    expect(res.body.errors.investment_id).toBe('Invalid pitch id.');
  });

  it('when the only pitch of its kind is asked for, then pitches of other types are similar', async () => {
    const res = await detail(ids.get('Other far') ?? '');
    const similar = res.body.similar_pitch.map((p: { name_of_pitch: string }) => p.name_of_pitch);
    // nearest to 2,000,000 among all the others
    expect(similar.slice(0, 2)).toEqual(['Same far', 'Other near']);
    expect(similar).not.toContain('Hidden twin');
    expect(similar).not.toContain('Draft twin');
  });
});
