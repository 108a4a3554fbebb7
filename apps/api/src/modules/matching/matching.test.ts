import {
  addContactRequest,
  getContactRequest,
  getInvestmentPageData,
  getPitchMatches,
  getRecommendedPitches,
  MATCH_POINTS,
  type Match,
} from '@angelbridge/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pitches, userDesiredProjects, users } from '../../db/schema/index.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { anEntrepreneur, anInvestor, insertPitch, type Person } from '../../test/pitches.js';
import { rawRequest } from '../../test/raw-http.js';
import { countryId, projectTypeIdIn } from '../../test/reference-ids.js';
import { aWebBuild } from '../../test/stand-in-web-build.js';
import { loadMatchedPitches, loadTheses, sqlScores } from './matching.queries.js';
import { EMPTY_THESIS_MESSAGE } from './matching.service.js';
import { scoreMatch } from './score.js';

// Matching (issue 22): recommendations, matches on request, founders' request rows, and no leak of any
// of it through the public cache or a server-rendered page.
const RENDERER = `
export const readCalls = ['/getInvestmentPageDataById', '/getPitchMatches'];
export function sanitizeIn() {}
export async function loadPage(url, answer) {
  const [, page, id] = new URL(url, 'http://localhost').pathname.split('/');
  if (page !== 'project') return { status: 200 };
  const detail = await answer('/getInvestmentPageDataById', { investment_id: id });
  const matches = await answer('/getPitchMatches', { pitch_ids: [id] });
  const text = JSON.stringify(detail.json) + ' matches ' + matches.status + ' ' + JSON.stringify(matches.json);
  return { status: 200, data: 'null', render: async () => '<pre>' + text.replace(/</g, '') + '</pre>' };
}
`;

let t: TestApp;
let build: ReturnType<typeof aWebBuild> | undefined;
let owner: Person;
let investor: Person;
const ids: Record<string, string> = {};

async function setThesis(person: Person, thesis: Partial<typeof users.$inferInsert>, types: string[] = []) {
  await t.db.update(users).set(thesis).where(eq(users.id, person.id));
  await t.db.delete(userDesiredProjects).where(eq(userDesiredProjects.userId, person.id));
  for (const label of types) {
    await t.db
      .insert(userDesiredProjects)
      .values({ userId: person.id, refId: await projectTypeIdIn(t.db, label) });
  }
}

async function aRoundPitch(name: string, round: Partial<typeof pitches.$inferInsert>, spec = {}) {
  const id = await insertPitch(t.db, { ownerId: owner.id, name, ...spec });
  await t.db.update(pitches).set(round).where(eq(pitches.id, id));
  ids[name] = id;
  return id;
}

const recommended = async (person: Person, body: object = {}) => {
  const res = await t.call(getRecommendedPitches, body, { token: person.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as {
    pitch_data: { _id: string; name_of_pitch: string; match: Match }[];
    thesis_empty: boolean;
    thesis_note: string | null;
  };
};

beforeAll(async () => {
  build = aWebBuild(RENDERER);
  t = await startTestApp({ WEB_DIST: build.dist });
  owner = await anEntrepreneur(t, 'Amara');
  investor = await anInvestor(t, 'Ivy');
  const canada = await countryId(t.db, 'CA');
  const france = await countryId(t.db, 'FR');
  await setThesis(
    investor,
    {
      investmentMin: 5_000,
      investmentMax: 50_000,
      thesisStages: ['pre_seed', 'seed'],
      thesisCountryIds: [canada],
      thesisInstruments: ['safe'],
    },
    ['Technology'],
  );
  const hour = 3_600_000;
  const old = new Date(Date.now() - 10 * hour);
  await aRoundPitch('Perfect', { stage: 'seed', countryId: canada, instrument: 'safe' }, { createdAt: old });
  await aRoundPitch('No country', { stage: 'seed', countryId: france, instrument: 'safe' });
  await aRoundPitch(
    'Far off',
    { stage: 'growth', countryId: france },
    { projectType: 'Clean Energy', minPerInvestor: 90_000 },
  );
  await aRoundPitch('Asked', { stage: 'seed', countryId: canada, instrument: 'safe' });
  await aRoundPitch('Hidden', { stage: 'seed', countryId: canada, instrument: 'safe' }, { isHidden: true });
  await aRoundPitch('Draft', { stage: 'seed', countryId: canada, instrument: 'safe' }, { draft: true });
  const asked = await t.call(addContactRequest, { pitch_id: ids.Asked }, { token: investor.token });
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
});
afterAll(async () => {
  await t?.close();
  build?.remove();
});

describe('/getRecommendedPitches', () => {
  it('when the investor has a thesis, then visible pitches come best first with their match, never asked or hidden ones', async () => {
    const body = await recommended(investor);
    expect(body.thesis_empty).toBe(false);
    expect(body.thesis_note).toBeNull();
    expect(body.pitch_data.map((p) => p.name_of_pitch)).toEqual(['Perfect', 'No country', 'Far off']);
    const [perfect, noCountry, farOff] = body.pitch_data.map((p) => p.match);
    expect(perfect?.score).toBe(100);
    expect(noCountry?.score).toBe(100 - MATCH_POINTS.country);
    expect(noCountry?.criteria.find((c) => c.name === 'country')).toMatchObject({
      met: false,
      detail: 'France ✗ (you: Canada)',
    });
    expect(farOff?.criteria.filter((c) => c.met)).toEqual([]);
    for (const p of body.pitch_data) {
      expect(p.match.score).toBe(p.match.criteria.reduce((sum, c) => sum + c.points, 0));
    }
    expect((await recommended(investor, { limit: 1 })).pitch_data).toHaveLength(1);
  });

  it('when ranked in the database, then each pitch scores there exactly as scoreMatch explains it', async () => {
    const body = await recommended(investor);
    const thesis = (await loadTheses(t.db, [investor.id])).get(investor.id);
    if (!thesis) throw new Error('no thesis');
    const scores = await sqlScores(t.db, thesis, Object.values(ids));
    const sql = new Map(scores.map((row) => [row.id, Number(row.score)]));
    const matched = await loadMatchedPitches(t.db, Object.values(ids), { viewerId: 'owner' });
    for (const [id, pitch] of matched) expect(sql.get(id)).toBe(scoreMatch(thesis, pitch).score);
    for (const p of body.pitch_data) expect(sql.get(p._id), p.name_of_pitch).toBe(p.match.score);
  });

  it('when the thesis is empty, then every pitch matches fully and a note says why', async () => {
    const blank = await anInvestor(t, 'Blank');
    const body = await recommended(blank);
    expect(body.thesis_empty).toBe(true);
    expect(body.thesis_note).toBe(EMPTY_THESIS_MESSAGE);
    expect(body.pitch_data.map((p) => p.match.score)).toEqual(body.pitch_data.map(() => 100));
    expect(body.pitch_data.map((p) => p.name_of_pitch)).toContain('Asked');
  });

  it('when the thesis changes, then the next read scores by it', async () => {
    const changing = await anInvestor(t, 'Changing');
    await setThesis(changing, { thesisStages: ['growth'] });
    expect((await recommended(changing)).pitch_data[0]?.name_of_pitch).toBe('Far off');
    await setThesis(changing, { thesisStages: ['seed'] });
    expect((await recommended(changing)).pitch_data[0]?.name_of_pitch).not.toBe('Far off');
  });

  it('when not an investor, or the limit is out of bounds, then refused', async () => {
    expect((await t.call(getRecommendedPitches, {})).status).toBe(401);
    expect((await t.call(getRecommendedPitches, {}, { token: owner.token })).status).toBe(403);
    for (const limit of [0, 25, 1.5, 'many']) {
      expect((await t.call(getRecommendedPitches, { limit }, { token: investor.token })).status).toBe(400);
    }
  });
});

describe('/getPitchMatches', () => {
  it('when asked about pitches, then the visible ones come with the match; hidden and drafts are left out', async () => {
    const res = await t.call(
      getPitchMatches,
      { pitch_ids: [ids.Perfect, ids.Hidden, ids.Draft, ids.Asked] },
      { token: investor.token },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const got = res.body.matches as { pitch_id: string; match: Match }[];
    expect(got.map((m) => m.pitch_id).sort()).toEqual([ids.Perfect, ids.Asked].sort());
    expect(got.every((m) => m.match.score === 100)).toBe(true);
  });

  it('when the list is empty, too long or malformed, or the caller is no investor, then refused', async () => {
    const many = Array.from({ length: 101 }, () => ids.Perfect);
    for (const pitch_ids of [[], many, ['x']]) {
      expect((await t.call(getPitchMatches, { pitch_ids }, { token: investor.token })).status).toBe(400);
    }
    expect((await t.call(getPitchMatches, { pitch_ids: [ids.Perfect] }, { token: owner.token })).status).toBe(
      403,
    );
  });
});

describe("founders' request rows", () => {
  it('when the owner lists requests, then each carries the match of its investor', async () => {
    const res = await t.call(getContactRequest, { get_all: true }, { token: owner.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const rows = res.body.contact_data as {
      pitch_id: string;
      match: Match | null;
    }[];
    const row = rows.find((r) => r.pitch_id === ids.Asked);
    expect(row?.match?.score).toBe(100);
    expect(row?.match?.criteria.map((c) => c.detail)).toContain('Seed ✓ (you: Pre-seed–Seed)');
    const mine = await t.call(getContactRequest, { get_all: true }, { token: investor.token });
    expect(JSON.stringify(mine.body)).not.toContain('"match"');
  });
});

describe('no personal data in shared answers', () => {
  it('when a guest warms the listing cache, then an investor and the next guest get the same answer, with no match', async () => {
    const guest = await t.call(getInvestmentPageData, {});
    const signedIn = await t.call(getInvestmentPageData, {}, { token: investor.token });
    await t.call(getPitchMatches, { pitch_ids: [ids.Perfect] }, { token: investor.token });
    const guestAgain = await t.call(getInvestmentPageData, {});
    expect(signedIn.text).toBe(guest.text);
    expect(guestAgain.text).toBe(guest.text);
    for (const text of [guest.text, signedIn.text, guestAgain.text]) {
      expect(text).not.toMatch(/"match"|✓|✗/);
    }
  });

  it('when a pitch page is rendered on the server, even for a request carrying a token, then it holds no match', async () => {
    const page = await rawRequest(t.app, {
      path: `/project/${ids.Perfect}`,
      headers: { accept: 'text/html', authorization: `Bearer ${investor.token}` },
    });
    const html = page.body.toString();
    expect(html).toContain('Perfect');
    // the server answers a render as a guest, and only the calls pages read: never a personal one
    expect(html).toMatch(/matches 40[134]/);
    expect(html).not.toMatch(/"score"|✓|✗/);
  });
});
