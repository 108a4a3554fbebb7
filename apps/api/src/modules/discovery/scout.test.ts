import { getScoutInvestor, messages, SCOUT_PAGE_SIZE, type ScoutedUser } from '@angelbridge/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectTypes } from '../../db/schema/index.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { insertPerson } from '../../test/people.js';

let t: TestApp;
const hour = 3_600_000;
const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * hour);
const typeIds = new Map<string, string>();
const typeId = (title: string) => typeIds.get(title) ?? '';
const secrets: string[] = [];

interface Scout {
  scout_investor: ScoutedUser[];
  has_more: boolean;
  filter_data: { expertise: { _id: string; title: string }[] };
  investment_min: number;
  investment_max: number;
}

async function scout(body: object): Promise<Scout> {
  const res = await t.call(getScoutInvestor, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}
const names = (s: Scout) => s.scout_investor.map((p) => `${p.first_name} ${p.last_name}`);
const investors = async (body: object = {}) => names(await scout({ type: 'investor', ...body }));

const person = async (spec: Parameters<typeof insertPerson>[1]) => {
  const inserted = await insertPerson(t.db, spec);
  secrets.push(inserted.email, inserted.mobileNumber);
};

beforeAll(async () => {
  t = await startTestApp();
  for (const row of await t.db
    .select({ id: projectTypes.id, title: projectTypes.label })
    .from(projectTypes)) {
    typeIds.set(row.title, row.id);
  }
  await person({
    type: 'investor',
    firstName: 'Olivia',
    lastName: 'Tremblay',
    company: 'Northstar Capital',
    expertise: ['Fintech', 'Healthcare'],
    investment: { min: 25_000, max: 250_000 },
    country: 'CA',
    createdAt: at(1),
  });
  await person({
    type: 'investor',
    firstName: 'Noah',
    lastName: 'Singh',
    company: 'Granite Angels',
    expertise: ['Technology'],
    investment: { min: 500_000, max: 2_000_000 },
    createdAt: at(2),
  });
  await person({
    type: 'investor',
    firstName: 'Liam',
    lastName: 'Wong',
    expertise: ['Education'],
    investment: { min: 5_000, max: 20_000 },
    createdAt: at(3),
  });
  // an unfinished profile is not listed and does not move the bounds
  await person({
    type: 'investor',
    firstName: 'Iris',
    lastName: 'Draft',
    complete: false,
    expertise: ['Fintech'],
    investment: { min: 1, max: 90_000_000 },
  });
  await person({
    firstName: 'Marc',
    lastName: 'Dubois',
    bio: 'Builds payment rails.',
    skills: ['Sales', 'Legal'],
    newSkills: ['Payments'],
    createdAt: at(4),
  });
  await person({ firstName: 'Zoe', lastName: 'Unfinished', complete: false });
});
afterAll(() => t.close());

describe('/getScoutInvestor', () => {
  it('when investors are scouted, then complete investor profiles come newest first, without contact data', async () => {
    const s = await scout({ type: 'investor' });
    expect(names(s)).toEqual(['Olivia Tremblay', 'Noah Singh', 'Liam Wong']);
    expect(s.has_more).toBe(false);
    expect(s.scout_investor[0]).toMatchObject({
      type: 'investor',
      company_or_organization: 'Northstar Capital',
      investment_range: { min: 25_000, max: 250_000 },
      country_id: { name: 'Canada' },
    });
    expect(s.scout_investor[0]?.expertise.map((e) => e.title)).toEqual(['Healthcare', 'Fintech']);
    const body = JSON.stringify(s);
    for (const secret of secrets) expect(body).not.toContain(secret);
  });

  it('when investors are scouted, then the slider bounds span every complete investor', async () => {
    const s = await scout({ type: 'investor', expertise: [typeId('Education')] });
    expect(s.investment_min).toBe(5_000);
    expect(s.investment_max).toBe(2_000_000);
    expect(s.filter_data.expertise.map((e) => e.title)).toContain('Fintech');
  });

  it('when entrepreneurs are scouted, then only complete entrepreneur profiles come, and investor filters do not apply', async () => {
    const s = await scout({
      type: 'entrepreneur',
      expertise: [typeId('Fintech')],
      investment_min: 1_000_000,
    });
    expect(names(s)).toEqual(['Marc Dubois']);
    expect(s.scout_investor[0]).toMatchObject({
      investment_range: null,
      professional_experience: { years: 4, months: 6 },
    });
  });

  it('when entrepreneurs are scouted, then each card carries their skills, listed ones then their own words', async () => {
    const listed = await scout({ type: 'entrepreneur' });
    expect(listed.scout_investor[0]?.skills).toEqual(['Sales', 'Legal', 'Payments']);
    const found = await scout({ type: 'entrepreneur', search_query: 'Dubois' });
    expect(found.scout_investor[0]?.skills).toEqual(['Sales', 'Legal', 'Payments']);
  });

  it('when text is typed with accents the profile does not have (or the other way), then the person is found', async () => {
    expect(names(await scout({ type: 'entrepreneur', search_query: 'MÁRC DÜBOIS' }))).toEqual([
      'Marc Dubois',
    ]);
    expect(await investors({ search_query: 'Trémblay' })).toEqual(['Olivia Tremblay']);
  });

  it('when expertise is chosen, then investors with any of it are listed', async () => {
    expect(await investors({ expertise: [typeId('Fintech')] })).toEqual(['Olivia Tremblay']);
    expect(await investors({ expertise: [typeId('Fintech'), typeId('Technology')] })).toEqual([
      'Olivia Tremblay',
      'Noah Singh',
    ]);
    expect(await investors({ expertise: JSON.stringify([typeId('Agriculture')]) })).toEqual([]);
  });

  it('when a range is given, then investors whose range overlaps it are listed', async () => {
    expect(await investors({ investment_min: 100_000, investment_max: 600_000 })).toEqual([
      'Olivia Tremblay',
      'Noah Singh',
    ]);
    expect(await investors({ investment_min: '300000' })).toEqual(['Noah Singh']);
    expect(await investors({ investment_max: 30_000 })).toEqual(['Olivia Tremblay', 'Liam Wong']);
    expect(await investors({ investment_min: 20_000, investment_max: 20_000 })).toEqual(['Liam Wong']);
  });

  it('when text is given, then matching people are found, mistyped names too, with the filters', async () => {
    expect(await investors({ search_query: 'Olivia Tremblay' })).toEqual(['Olivia Tremblay']);
    expect(await investors({ search_query: 'Olivai Tremblay' })).toEqual(['Olivia Tremblay']);
    expect(await investors({ search_query: 'granite' })).toEqual(['Noah Singh']);
    expect(await investors({ search_query: 'granite', expertise: [typeId('Fintech')] })).toEqual([]);
    expect(names(await scout({ type: 'entrepreneur', search_query: 'payment' }))).toEqual(['Marc Dubois']);
    // the same words, the other kind of person
    expect(names(await scout({ type: 'entrepreneur', search_query: 'Olivia' }))).toEqual([]);
    expect(await investors({ search_query: '   ' })).toHaveLength(3);
  });

  it('when the filter is malformed, then the answer is 400 with the field', async () => {
    const reversed = await t.call(getScoutInvestor, {
      type: 'investor',
      investment_min: 9,
      investment_max: 1,
    });
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors.investment_min).toBe(messages.investorProfile.minAboveMax);
    const badType = await t.call(getScoutInvestor, { type: 'admin' });
    expect(badType.status).toBe(400);
    expect(badType.body.errors.type).toBe(messages.search.typeInvalid);
  });

  it('when there are more people than a page holds, then pages follow one another without overlap', async () => {
    for (let i = 0; i < SCOUT_PAGE_SIZE; i += 1) {
      await person({ firstName: 'Founder', lastName: `Number${i}`, createdAt: at(100 + i) });
    }
    const first = await scout({ type: 'entrepreneur' });
    expect(first.scout_investor).toHaveLength(SCOUT_PAGE_SIZE);
    expect(first.has_more).toBe(true);
    const second = await scout({ type: 'entrepreneur', page: 2 });
    expect(names(second)).toEqual([`Founder Number${SCOUT_PAGE_SIZE - 1}`]);
    expect(second.has_more).toBe(false);
    const seen = new Set([...first.scout_investor, ...second.scout_investor].map((p) => p._id));
    expect(seen.size).toBe(SCOUT_PAGE_SIZE + 1);
    // a page past the end is empty, not an error
    expect((await scout({ type: 'entrepreneur', page: 3 })).scout_investor).toEqual([]);
    const searchedPage = await scout({ type: 'entrepreneur', search_query: 'founder' });
    expect(searchedPage.scout_investor).toHaveLength(SCOUT_PAGE_SIZE);
    expect(searchedPage.has_more).toBe(false);
  });
});
