import { getInvestmentPageData, INVESTMENTS_PER_TYPE, messages } from '@angelbridge/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pitches, projectTypes } from '../../db/schema/index.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { insertPerson } from '../../test/people.js';
import { insertPitch } from '../../test/pitches.js';

let t: TestApp;
const hour = 3_600_000;
const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * hour);
const team = [{ name: 'Lee Chen', email: 'lee.chen@team-secret.test', mobileNumber: '4165550199' }];
const typeIds = new Map<string, string>();
const typeId = (title: string) => typeIds.get(title) ?? '';

interface Listing {
  investment_data: { _id: string; title: string; investments: { name_of_pitch: string }[] }[];
  similar_pitch: { name_of_pitch: string }[];
  lowest_min_per_investor: number;
  highest_min_per_investor: number;
  filter_data: { expertise: { _id: string; title: string }[] };
}

async function listing(body: object = {}): Promise<Listing> {
  const res = await t.call(getInvestmentPageData, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}
const sections = (l: Listing) => l.investment_data.map((g) => g.title);
const names = (l: Listing) => l.investment_data.flatMap((g) => g.investments.map((p) => p.name_of_pitch));
const similarNames = (l: Listing) => l.similar_pitch.map((p) => p.name_of_pitch);
const searched = async (search_query: string, body: object = {}) =>
  names(await listing({ search_query, ...body }));

beforeAll(async () => {
  t = await startTestApp();
  for (const row of await t.db
    .select({ id: projectTypes.id, title: projectTypes.label })
    .from(projectTypes)) {
    typeIds.set(row.title, row.id);
  }
  const { id: owner } = await insertPerson(t.db, { firstName: 'Amara', lastName: 'Okafor' });
  await insertPitch(t.db, {
    ownerId: owner,
    name: 'HeatShift',
    projectType: 'Clean Energy',
    company: 'Thermal Works Corp',
    location: 'Montréal, Quebec',
    summary: 'Heat pumps for old apartment buildings.',
    highlight: ['Cuts heating bills by 40%'],
    minPerInvestor: 5_000,
    createdAt: at(1),
    team,
  });
  await insertPitch(t.db, {
    ownerId: owner,
    name: 'SolarGrid',
    projectType: 'Clean Energy',
    summary: 'Community solar subscriptions for renters.',
    minPerInvestor: 25_000,
    createdAt: at(2),
    team,
  });
  await insertPitch(t.db, {
    ownerId: owner,
    name: 'LedgerLoop',
    projectType: 'Fintech',
    location: 'Vancouver, British Columbia',
    summary: 'Bookkeeping on autopilot.',
    highlight: ['Trusted by 3,000 freelancers'],
    minPerInvestor: 50_000,
    createdAt: at(3),
  });
  await insertPitch(t.db, {
    ownerId: owner,
    name: 'CareBridge',
    projectType: 'Healthcare',
    summary: 'Home care scheduling.',
    minPerInvestor: 100_000,
    createdAt: at(4),
  });
  await insertPitch(t.db, {
    ownerId: owner,
    name: 'Orbit Stays',
    projectType: 'Others',
    otherName: 'Space Tourism',
    summary: 'Weekend trips to the edge of the atmosphere.',
    minPerInvestor: 60_000,
    createdAt: at(5),
  });
  // one more than a section holds; the oldest mentions SolarGrid, which must not beat SolarGrid itself
  for (let i = 0; i <= INVESTMENTS_PER_TYPE; i += 1) {
    await insertPitch(t.db, {
      ownerId: owner,
      name: `Classroom ${i + 1}`,
      projectType: 'Education',
      summary:
        i === INVESTMENTS_PER_TYPE ? 'Lessons on how SolarGrid powers a school.' : 'Tutoring at scale.',
      minPerInvestor: 10_000,
      createdAt: at(10 + i),
    });
  }
  // neither may show anywhere: not in sections, bounds, filter options, search or similar pitches
  await insertPitch(t.db, {
    ownerId: owner,
    name: 'Secretive Zebra',
    projectType: 'Technology',
    summary: 'Zebra crossings that count cars.',
    minPerInvestor: 1,
    isHidden: true,
  });
  await insertPitch(t.db, {
    ownerId: owner,
    name: 'Unfinished Zebra',
    projectType: 'Technology',
    summary: 'Zebra drones.',
    minPerInvestor: 9_000_000,
    draft: true,
  });
});
afterAll(() => t.close());

describe('/getInvestmentPageData without filters', () => {
  it('when nothing is filtered, then visible pitches come in one section per project type, newest first', async () => {
    const l = await listing();
    expect(sections(l)).toEqual(['Healthcare', 'Fintech', 'Clean Energy', 'Education', 'Others']);
    const clean = l.investment_data.find((g) => g.title === 'Clean Energy');
    expect(clean?._id).toBe(typeId('Clean Energy'));
    expect(clean?.investments.map((p) => p.name_of_pitch)).toEqual(['HeatShift', 'SolarGrid']);
    expect(l.similar_pitch).toEqual([]);
  });

  it('when a project type has more pitches than a section holds, then only the newest are listed', async () => {
    const education = (await listing()).investment_data.find((g) => g.title === 'Education');
    expect(education?.investments.map((p) => p.name_of_pitch)).toEqual(
      Array.from({ length: INVESTMENTS_PER_TYPE }, (_, i) => `Classroom ${i + 1}`),
    );
  });

  it('when hidden and draft pitches exist, then they are not listed, not in the bounds and not in the filter options', async () => {
    const l = await listing();
    expect(JSON.stringify(l)).not.toContain('Zebra');
    expect(l.lowest_min_per_investor).toBe(5_000);
    expect(l.highest_min_per_investor).toBe(100_000);
    expect(l.filter_data.expertise.map((e) => e.title)).toEqual([
      'Healthcare',
      'Fintech',
      'Clean Energy',
      'Education',
      'Others',
    ]);
  });

  it('when pitches are listed, then their team carries no e-mail or phone', async () => {
    const body = JSON.stringify(await listing());
    expect(body).toContain('Lee Chen');
    expect(body).not.toContain('team-secret.test');
    expect(body).not.toContain('4165550199');
  });
});

describe('/getInvestmentPageData filters', () => {
  it('when project types are chosen, then only their sections are listed', async () => {
    const l = await listing({ expertise: [typeId('Fintech'), typeId('Healthcare')] });
    expect(sections(l)).toEqual(['Healthcare', 'Fintech']);
    // the options and bounds stay those of every visible pitch
    expect(l.filter_data.expertise).toHaveLength(5);
    expect(l.lowest_min_per_investor).toBe(5_000);
  });

  it('when a range is given, then pitches whose minimum per investor is inside it are listed, ends included', async () => {
    expect(names(await listing({ investment_range: { min: 20_000, max: 60_000 } }))).toEqual([
      'LedgerLoop',
      'SolarGrid',
      'Orbit Stays',
    ]);
    expect(names(await listing({ investment_range: { min: 50_000, max: 50_000 } }))).toEqual(['LedgerLoop']);
  });

  it('when filters leave pitches of the chosen types out, then those are the similar pitches', async () => {
    const l = await listing({
      expertise: [typeId('Clean Energy')],
      investment_range: { min: 20_000, max: 30_000 },
    });
    expect(names(l)).toEqual(['SolarGrid']);
    expect(similarNames(l)).toEqual(['HeatShift']);
  });

  it('when the spec client sends lists and ranges as JSON text and an empty query, then they are read', async () => {
    const l = await listing({
      expertise: JSON.stringify([typeId('Clean Energy')]),
      investment_range: JSON.stringify({ min: '0', max: '10000' }),
      search_query: '',
    });
    expect(names(l)).toEqual(['HeatShift']);
  });

  it('when the filter is malformed, then the answer is 400 with the field and nothing else happens', async () => {
    const reversed = await t.call(getInvestmentPageData, { investment_range: { min: 10, max: 5 } });
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors['investment_range.min']).toBe(messages.investorProfile.minAboveMax);
    const negative = await t.call(getInvestmentPageData, { investment_range: { min: -1, max: 5 } });
    expect(negative.status).toBe(400);
    const badType = await t.call(getInvestmentPageData, { expertise: ['tech'] });
    expect(badType.status).toBe(400);
    expect(badType.body.errors['expertise.0']).toBe('Invalid project type.');
  });
});

describe('/getInvestmentPageData search', () => {
  it('when a word of any searched field is typed, then its pitch is found', async () => {
    expect(await searched('HeatShift')).toEqual(['HeatShift']); // name
    expect(await searched('heat pumps')).toEqual(['HeatShift']); // summary
    expect(await searched('freelancers')).toEqual(['LedgerLoop']); // highlight
    expect(await searched('Thermal Works')).toEqual(['HeatShift']); // company
    expect(await searched('Vancouver')).toEqual(['LedgerLoop']); // location
    expect(await searched('healthcare')).toEqual(['CareBridge']); // project type
    expect(await searched('space tourism')).toEqual(['Orbit Stays']); // the other type's name
  });

  it('when a word is mistyped or only begun, then the pitch is still found', async () => {
    expect(await searched('freelancrs')).toEqual(['LedgerLoop']);
    expect(await searched('LedgerLop')).toEqual(['LedgerLoop']);
    expect(await searched('Ledg')).toEqual(['LedgerLoop']);
    expect(await searched('Montreal')).toEqual(['HeatShift']);
  });

  it('when the pitch name is typed, then it ranks before a pitch that only mentions it', async () => {
    const l = await listing({ search_query: 'SolarGrid' });
    expect(names(l)).toEqual(['SolarGrid', `Classroom ${INVESTMENTS_PER_TYPE + 1}`]);
    expect(sections(l)).toEqual(['Clean Energy', 'Education']);
  });

  it('when text and filters are combined, then both apply', async () => {
    expect(await searched('solargrid', { expertise: [typeId('Education')] })).toEqual([
      `Classroom ${INVESTMENTS_PER_TYPE + 1}`,
    ]);
    expect(await searched('solargrid', { investment_range: { min: 20_000, max: 30_000 } })).toEqual([
      'SolarGrid',
    ]);
  });

  it('when only hidden or draft pitches hold the words, then nothing is found and newest pitches are offered', async () => {
    const l = await listing({ search_query: 'zebra' });
    expect(l.investment_data).toEqual([]);
    expect(similarNames(l)).toEqual([
      'HeatShift',
      'SolarGrid',
      'LedgerLoop',
      'CareBridge',
      'Orbit Stays',
      'Classroom 1',
    ]);
    expect(JSON.stringify(l)).not.toContain('Zebra');
    expect((await listing({ search_query: '!!!' })).investment_data).toEqual([]);
  });

  it('when a pitch or its project type is renamed, then search follows at once', async () => {
    await t.db
      .update(pitches)
      .set({ nameOfPitch: 'CareCompass', nameOfCompany: 'CareCompass Inc.' })
      .where(eq(pitches.nameOfPitch, 'CareBridge'));
    expect(await searched('CareCompass')).toEqual(['CareCompass']);
    expect(await searched('CareBridge')).toEqual([]);
    await t.db.update(projectTypes).set({ label: 'Medtech' }).where(eq(projectTypes.label, 'Healthcare'));
    expect(await searched('medtech')).toEqual(['CareCompass']);
    await t.db.update(projectTypes).set({ label: 'Healthcare' }).where(eq(projectTypes.label, 'Medtech'));
  });

  it('when a pitch is hidden, then search no longer finds it', async () => {
    await t.db.update(pitches).set({ isHidden: true }).where(eq(pitches.nameOfPitch, 'Orbit Stays'));
    expect(await searched('orbit')).toEqual([]);
    expect(sections(await listing())).not.toContain('Others');
    await t.db.update(pitches).set({ isHidden: false }).where(eq(pitches.nameOfPitch, 'Orbit Stays'));
  });
});

describe('/getInvestmentPageData search ignores accents and case', () => {
  it('when a place or a name is typed with or without accents, then the pitches written either way are found', async () => {
    const { id: ownerId } = await insertPerson(t.db, { firstName: 'Élodie', lastName: 'Tremblay' });
    await insertPitch(t.db, {
      ownerId,
      name: 'Poutine Labs',
      projectType: 'Clean Energy',
      location: 'Montreal, Quebec',
      createdAt: at(30),
    });
    for (const typed of ['Montreal', 'Montréal', 'MONTRÉAL', 'montreal quebec']) {
      expect((await searched(typed)).sort(), typed).toEqual(['HeatShift', 'Poutine Labs']);
    }
    expect(await searched('HÉATSHIFT')).toEqual(['HeatShift']);
    expect(await searched('québec thermal')).toEqual(['HeatShift']);
  });
});
