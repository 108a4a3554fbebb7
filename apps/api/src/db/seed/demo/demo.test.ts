import {
  doLogin,
  getFundRaiseData,
  getInvestmentPageData,
  getPitches,
  getPitchesById,
  globalSearch,
} from '@angelbridge/contracts';
import bcrypt from 'bcrypt';
import { eq, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { bytesOf } from '../../../test/stored-files.js';
import { pitchDocuments, users } from '../../schema/index.js';
import { DEMO_COUNTS, DEMO_PASSWORD, demoEmail, seedDemo } from './index.js';
import { loadSeedLookups } from './lookups.js';
import { planDemo } from './plan.js';

let t: TestApp;
let firstRun: boolean;
beforeAll(async () => {
  t = await startTestApp();
  firstRun = await seedDemo(t.db, t.storage);
}, 120_000);
afterAll(() => t.close());

const count = async (query: ReturnType<typeof sql>) => {
  const [row] = await t.db.select({ n: sql<number>`(${query})::int` }).from(sql`(select 1) as one`);
  return row?.n;
};

const fileOf = (url: string) => bytesOf(t.storage, url);

describe('the demo seed', () => {
  it('when it runs on an empty database, then it makes the promised people, pitches and requests', async () => {
    expect(firstRun).toBe(true);
    expect(
      await count(sql`select count(*) from users where user_type = 'entrepreneur' and is_profile_complete`),
    ).toBe(DEMO_COUNTS.entrepreneurs);
    expect(
      await count(sql`select count(*) from users where user_type = 'investor' and is_profile_complete`),
    ).toBe(DEMO_COUNTS.investors);
    expect(await count(sql`select count(*) from pitches`)).toBe(DEMO_COUNTS.pitches);
    expect(await count(sql`select count(*) from pitches where is_hidden`)).toBe(DEMO_COUNTS.hidden);
    expect(await count(sql`select count(*) from pitches where draft`)).toBe(DEMO_COUNTS.drafts);
    // every project type has pitches, every pitch a team and documents, every finished pitch milestones
    expect(await count(sql`select count(distinct project_type_id) from pitches`)).toBe(15);
    expect(
      await count(sql`select count(*) from pitches p where not exists
      (select 1 from pitch_team_members m where m.pitch_id = p.id)`),
    ).toBe(0);
    expect(
      await count(sql`select count(*) from pitches p where (select count(*) from pitch_documents d
      where d.pitch_id = p.id) <> 2`),
    ).toBe(0);
    expect(
      await count(sql`select count(*) from pitches p where not p.draft and not exists
      (select 1 from pitch_milestones m where m.pitch_id = p.id)`),
    ).toBe(0);
    for (const status of ['pending', 'allow', 'deny']) {
      expect(
        await count(sql`select count(*) from contact_requests where status = ${status}`),
      ).toBeGreaterThan(0);
    }
    // investors have ranges and expertise, entrepreneurs skills, all of them a real place
    expect(
      await count(sql`select count(*) from users where user_type = 'investor' and
      (investment_min is null or investment_max < investment_min or not exists
        (select 1 from user_expertise e where e.user_id = users.id))`),
    ).toBe(0);
    expect(
      await count(sql`select count(*) from users where user_type = 'entrepreneur' and not exists
      (select 1 from user_skills s where s.user_id = users.id)`),
    ).toBe(0);
    expect(
      await count(sql`select count(*) from users u join cities c on c.id = u.register_city_id
      join states s on s.id = c.state_id and s.id = u.register_state_id and s.country_id = u.register_country_id`),
    ).toBe(DEMO_COUNTS.entrepreneurs + DEMO_COUNTS.investors);
    expect(
      await count(sql`select count(*) from users u join countries c on c.id = u.register_country_id
      where c.alpha_2 = 'CA'`),
    ).toBeGreaterThan(25);
  });

  it('when it runs again, then it leaves the database as it is', async () => {
    const before = await count(sql`select count(*) from users`);
    expect(await seedDemo(t.db, t.storage)).toBe(false);
    expect(await count(sql`select count(*) from users`)).toBe(before);
    expect(await count(sql`select count(*) from pitches`)).toBe(DEMO_COUNTS.pitches);
  });

  it('when it is planned twice, then it plans the same AngelBridge', async () => {
    const lookups = await loadSeedLookups(t.db);
    const [a, b] = [await planDemo(lookups), await planDemo(lookups)];
    expect(b).toEqual(a);
    const [stored] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, demoEmail('investor', 0)));
    expect(stored?.id).toBe(a.people[DEMO_COUNTS.entrepreneurs]?.id);
  });

  it('when a pitch story names a province or city, then the pitch is located there', async () => {
    const plan = await planDemo(await loadSeedLookups(t.db));
    const regions: [RegExp, RegExp][] = [
      [/\bQuebec\b/, /, Quebec$/],
      [/\bVancouver\b/, /, British Columbia$/],
      [/\bAlberta\b/, /, Alberta$/],
      [/\bHalifax\b|\bNova Scotia\b/, /, Nova Scotia$/],
      [/\bSaskatchewan\b/, /, Saskatchewan$/],
    ];
    let checked = 0;
    for (const pitch of plan.pitches) {
      const { summary, highlights, wow } = pitch.idea;
      const story = [summary, ...highlights, wow].join(' ');
      // a story that names two places (Montreal and Toronto) is at one of them; the first named decides
      const named = regions.filter(([mention]) => mention.test(story));
      if (named.length !== 1) continue;
      const [[, located]] = named as [[RegExp, RegExp]];
      expect(pitch.location, `${pitch.idea.name}: ${story}`).toMatch(located);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(5);
  });

  it('when a demo account is looked up, then its password is the documented one', async () => {
    const accounts = await t.db
      .select({ email: users.email, hash: users.passwordHash, verified: users.emailVerified })
      .from(users)
      .where(
        sql`${users.email} in (${demoEmail('entrepreneur', 0)}, ${demoEmail('investor', 0)}, 'entrepreneur30@angelbridge.demo', 'investor20@angelbridge.demo')`,
      );
    expect(accounts).toHaveLength(4);
    for (const account of accounts) expect(account.verified).toBe(true);
    expect(await bcrypt.compare(DEMO_PASSWORD, accounts[0]?.hash ?? '')).toBe(true);
    expect(accounts[0]?.hash.startsWith('$2b$12$')).toBe(true);
  });

  it('when its files are read, then pictures and documents are real files of their kind', async () => {
    const [person] = await t.db.select({ photo: users.photo }).from(users).limit(1);
    const svg = (await fileOf(person?.photo ?? '')).toString('utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).not.toMatch(/<script|on\w+=/i);

    const docs = await t.db.select().from(pitchDocuments).limit(4);
    for (const doc of docs) {
      const type = await fileTypeFromBuffer(await fileOf(doc.url));
      expect(type?.ext).toBe(doc.kind);
    }
  });

  it('when the public pages ask, then the demo fills them', async () => {
    const fund = await t.call(getFundRaiseData);
    expect(fund.body.investment_data.investor_data).toHaveLength(12);
    expect(fund.body.investment_data.scout_data).toHaveLength(12);
    expect(fund.body.investment_data.pitch_data).toHaveLength(12);
    for (const card of fund.body.investment_data.pitch_data) {
      expect(card.img).toMatch(/^\/uploads\/.+\.jpg$/);
      const picture = await t.http.get(card.img);
      expect(picture.status).toBe(200);
      expect(picture.headers['content-type']).toBe('image/jpeg');
    }
    const avatar = await t.http.get(fund.body.investment_data.investor_data[0].photo);
    expect(avatar.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(avatar.headers['x-content-type-options']).toBe('nosniff');

    const search = await t.call(globalSearch, { search_query: 'fintech' });
    expect(search.body.results.length).toBeGreaterThan(0);
  });

  it('when an investor filters /invest by stage or country, then the demo rounds are found', async () => {
    // every published pitch has a whole round: stage, instrument, country, a close date ahead, money raised
    expect(
      await count(sql`select count(*) from pitches where not draft and (stage is null or instrument is null
        or country_id is null or close_date is null or close_date <= current_date)`),
    ).toBe(0);
    expect(
      await count(sql`select count(distinct stage) from pitches where not draft`),
    ).toBeGreaterThanOrEqual(4);
    expect(await count(sql`select count(*) from pitches where valuation_cap is not null`)).toBeGreaterThan(0);
    expect(await count(sql`select count(*) from pitches where instrument = 'equity'`)).toBeGreaterThan(0);
    // a cap goes with a SAFE or a note, and is above the round
    expect(
      await count(sql`select count(*) from pitches where valuation_cap is not null
        and (instrument not in ('safe', 'convertible_note') or valuation_cap <= target)`),
    ).toBe(0);
    const names = async (filters: object) => {
      const res = await t.call(getInvestmentPageData, filters);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.investment_data.flatMap((g: { investments: { _id: string }[] }) => g.investments);
    };
    expect((await names({ stage: ['seed'] })).length).toBeGreaterThan(0);
    const [canada] = await t.db
      .execute(sql`select id from countries where name = 'Canada'`)
      .then((r) => (r as unknown as { rows: { id: string }[] }).rows);
    expect((await names({ country: [canada?.id] })).length).toBeGreaterThan(0);
    expect((await names({ stage: ['pre_seed', 'seed'], country: [canada?.id] })).length).toBeGreaterThan(0);
  });

  it('when the demo entrepreneur opens their pitches, then all three load with files that are served', async () => {
    const login = await t.call(doLogin, {
      email: demoEmail('entrepreneur', 0),
      password: DEMO_PASSWORD,
      auth_type: 'email',
    });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    const token = login.body.token as string;
    const list = await t.call(getPitches, {}, { token });
    expect(list.body.pitch_data).toHaveLength(3);
    // the owner's browser, as the answer leaves it: a hidden or draft pitch's files are theirs alone
    const setCookies = (list.headers['set-cookie'] as unknown as string[] | undefined) ?? [];
    const browser = setCookies.find((c) => c.startsWith('ab_files='))?.split(';')[0] ?? '';
    expect(browser).not.toBe('');
    for (const { _id } of list.body.pitch_data) {
      const res = await t.call(getPitchesById, { pitch_id: _id }, { token });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const pitch = res.body.pitch_data;
      expect(pitch.team.length).toBeGreaterThan(0);
      expect(pitch.document).toHaveLength(2);
      const urls = [
        ...pitch.document.map((d: { pitch_document: string }) => d.pitch_document),
        ...pitch.team.map((m: { photo: string }) => m.photo),
      ];
      for (const url of urls) {
        const file = await t.http.get(url).set('Cookie', browser);
        expect(file.status, url).toBe(200);
        expect(file.headers['x-content-type-options']).toBe('nosniff');
        expect(file.headers['content-security-policy']).toMatch(/^sandbox/);
      }
      const pdf = pitch.document.find((d: { kind: string }) => d.kind === 'pdf');
      const served = await t.http.get(pdf.pitch_document).set('Cookie', browser);
      expect(served.headers['content-type']).toBe('application/pdf');
      expect(served.headers['content-disposition']).toContain(`filename="${pdf.name}"`);
    }
  });
});
