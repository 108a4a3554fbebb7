import { globalSearch, messages, type SearchResult } from '@angelbridge/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skills, userSkills, users } from '../../db/schema/index.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { insertPerson } from '../../test/people.js';
import { insertPitch } from '../../test/pitches.js';

let t: TestApp;
let olivia: Awaited<ReturnType<typeof insertPerson>>;
let oliviaDraft: Awaited<ReturnType<typeof insertPerson>>;

const search = async (query: string): Promise<SearchResult[]> => {
  const res = await t.call(globalSearch, { search_query: query });
  expect(res.status).toBe(200);
  return res.body.results;
};
const names = (results: SearchResult[]) => results.map((r) => `${r.first_name} ${r.last_name}`);

beforeAll(async () => {
  t = await startTestApp();
  olivia = await insertPerson(t.db, {
    type: 'investor',
    firstName: 'Olivia',
    lastName: 'Tremblay',
    company: 'Northstar Capital',
    expertise: ['Fintech', 'Healthcare'],
    country: 'CA',
    bio: 'Angel investor backing founders in payments and digital health.',
    investment: { min: 25_000, max: 250_000 },
  });
  // mentions Olivia Tremblay only in the bio, so a name match must beat it
  await insertPerson(t.db, {
    firstName: 'Marc',
    lastName: 'Dubois',
    bio: 'Co-founded a payments startup with Olivia Tremblay as our first angel.',
    skills: ['Sales'],
  });
  await insertPerson(t.db, { firstName: 'Olivier', lastName: 'Tremblay-Roy', skills: ['Legal'] });
  await insertPerson(t.db, {
    firstName: 'Priya',
    lastName: 'Raman',
    skills: ['Machine Learning', 'Data Science'],
    company: 'Maple Leaf Robotics',
    bio: 'Building computer vision for sustainable aquaculture farms.',
    country: 'IN',
  });
  await insertPerson(t.db, {
    firstName: 'Ethan',
    lastName: 'Clarke',
    newSkills: ['Quantum Cryptography'],
    bio: 'Security engineer.',
  });
  // an unfinished sign-up with the same name is nobody to find yet
  oliviaDraft = await insertPerson(t.db, { firstName: 'Olivia', lastName: 'Tremblay', complete: false });
});
afterAll(() => t.close());

describe('/globalSearch', () => {
  it('when the exact name is searched, then that person comes first, before a bio that mentions them', async () => {
    const results = await search('Olivia Tremblay');
    expect(results[0]?._id).toBe(olivia.id);
    expect(names(results)).toContain('Marc Dubois');
  });

  it('when a name is mistyped, then the person is still found', async () => {
    expect((await search('Olivia Trembley'))[0]?._id).toBe(olivia.id);
    expect((await search('Olvia Trembley')).map((r) => r._id)).toContain(olivia.id);
    expect(names(await search('Priya Ramann'))).toContain('Priya Raman');
    // known words stand in for mistyped ones in every field, the bio included
    expect(names(await search('aquacultre farms'))).toEqual(['Priya Raman']);
  });

  it('when only the start of a word is typed, then people whose words begin with it are found', async () => {
    expect(names(await search('Tremb'))).toEqual(
      expect.arrayContaining(['Olivia Tremblay', 'Olivier Tremblay-Roy']),
    );
  });

  it('when a skill, a custom skill, a company, an expertise or a bio word is searched, then its people are found', async () => {
    expect(names(await search('machine learning'))).toEqual(['Priya Raman']);
    expect(names(await search('machine lerning'))).toEqual(['Priya Raman']);
    expect(names(await search('quantum cryptography'))).toEqual(['Ethan Clarke']);
    expect(names(await search('Maple Leaf'))).toEqual(['Priya Raman']);
    expect(names(await search('aquaculture'))).toEqual(['Priya Raman']);
    expect(names(await search('fintech'))).toEqual(['Olivia Tremblay']);
  });

  it('when a result comes, then it has the card fields and never an e-mail or a phone', async () => {
    const results = await search('Olivia');
    const card = results.find((r) => r._id === olivia.id);
    expect(card).toEqual({
      _id: olivia.id,
      user_type: 'investor',
      first_name: 'Olivia',
      last_name: 'Tremblay',
      photo: null,
      country_id: { name: 'Canada' },
      expertise: ['Healthcare', 'Fintech'],
      bio: 'Angel investor backing founders in payments and digital health.',
      linkedin_profile: expect.stringContaining('linkedin.com/in/'),
      company_or_organization: 'Northstar Capital',
    });
    const json = JSON.stringify(results);
    expect(json).not.toContain(olivia.email);
    expect(json).not.toContain(olivia.mobileNumber);
    expect(json).not.toMatch(/"(email|mobile_number|isd_code|password_hash)"/);
  });

  it('when someone has not finished their profile, then they are never found', async () => {
    const ids = (await search('Olivia Tremblay')).map((r) => r._id);
    expect(ids).not.toContain(oliviaDraft.id);
    expect(ids.filter((id) => id === olivia.id)).toHaveLength(1);
  });

  it('when a profile changes, then search follows without anyone rebuilding anything', async () => {
    const ethan = (await search('Ethan Clarke'))[0]?._id ?? '';
    // a skill only someone else's typo could be taken for
    expect(await search('blockchain')).toEqual([]);

    const [chain] = await t.db.select({ id: skills.id }).from(skills).where(eq(skills.label, 'Blockchain'));
    await t.db.insert(userSkills).values({ userId: ethan, refId: chain?.id ?? '' });
    expect(names(await search('blockchain'))).toEqual(['Ethan Clarke']);

    await t.db
      .delete(userSkills)
      .where(and(eq(userSkills.userId, ethan), inArray(userSkills.refId, [chain?.id ?? ''])));
    expect(await search('blockchain')).toEqual([]);

    await t.db
      .update(users)
      .set({ bio: 'Now building satellite ground stations.' })
      .where(eq(users.id, ethan));
    expect(names(await search('satellite'))).toEqual(['Ethan Clarke']);
    await t.db.update(users).set({ lastName: 'Clarkson' }).where(eq(users.id, ethan));
    expect(names(await search('Clarkson'))).toEqual(['Ethan Clarkson']);
  });

  it('when a country is not on the profile, then the sign-up country is shown', async () => {
    const [marc] = await search('Marc Dubois');
    expect(marc?.country_id).toEqual({ name: 'Canada' });
    const [priya] = await search('Priya Raman');
    expect(priya?.country_id).toEqual({ name: 'India' });
  });

  it('when many people match, then at most 20 come', async () => {
    for (let i = 0; i < 23; i += 1)
      await insertPerson(t.db, { firstName: `Person${i}`, lastName: 'Nakamura' });
    expect(await search('Nakamura')).toHaveLength(20);
  });

  it('when hundreds share a last name, then the one whose full name was typed still comes first', async () => {
    await t.db.insert(users).values(
      Array.from({ length: 230 }, (_, i) => ({
        userType: 'entrepreneur' as const,
        firstName: `Namesake${i}`,
        lastName: 'Smith',
        email: `namesake${i}@contact-secret.test`,
        passwordHash: 'not-a-real-hash',
        isdCode: '1',
        mobileNumber: '6135550000',
        isProfileComplete: true,
      })),
    );
    // 'will' is an English stop word, so the text search alone sees only 'smith'
    const will = await insertPerson(t.db, { firstName: 'Will', lastName: 'Smith' });
    expect((await search('Will Smith'))[0]?._id).toBe(will.id);
  });

  it('when the text has only punctuation or tsquery syntax, then nobody matches and nothing breaks', async () => {
    expect(await search('!!! :* & |')).toEqual([]);
    expect(names(await search("o'livia & (tremblay)"))).toContain('Olivia Tremblay');
  });

  it('when the text is empty or missing, then 400 says it is required', async () => {
    for (const body of [{ search_query: '' }, { search_query: '   ' }, {}]) {
      const res = await t.call(globalSearch, body);
      expect(res.status).toBe(400);
      expect(res.body.errors.search_query).toBe(messages.search.queryRequired);
    }
  });

  it('when the text is over 100 characters, then 400 says so', async () => {
    const res = await t.call(globalSearch, { search_query: 'a'.repeat(101) });
    expect(res.status).toBe(400);
    expect(res.body.errors.search_query).toBe(messages.search.queryTooLong);
  });
});

describe('/globalSearch ignores accents and case', () => {
  it('when a name is typed with or without its accents, then the person written either way is found first', async () => {
    const jose = await insertPerson(t.db, {
      firstName: 'José',
      lastName: 'García',
      company: 'Société Générale',
    });
    const rene = await insertPerson(t.db, { firstName: 'Rene', lastName: 'Levesque' });
    for (const typed of ['Jose Garcia', 'JOSÉ GARCÍA', 'josé garcia']) {
      expect((await search(typed))[0]?._id, typed).toBe(jose.id);
    }
    expect((await search('societe generale'))[0]?._id).toBe(jose.id);
    expect((await search('René Lévesque'))[0]?._id).toBe(rene.id);
  });
});

describe('/globalSearch pitches', () => {
  const pitchSearch = async (query: string) => {
    const res = await t.call(globalSearch, { search_query: query });
    expect(res.status).toBe(200);
    return res.body as { results: SearchResult[]; pitches: { name_of_pitch: string; location: string }[] };
  };
  const pitchNames = async (query: string) => (await pitchSearch(query)).pitches.map((p) => p.name_of_pitch);

  beforeAll(async () => {
    const { id: ownerId } = await insertPerson(t.db, { firstName: 'Amélie', lastName: 'Roy' });
    await insertPitch(t.db, {
      ownerId,
      name: 'Café Crème',
      location: 'Montréal, Quebec',
      summary: 'Cold brew for offices.',
    });
    await insertPitch(t.db, { ownerId, name: 'Poutine Labs', location: 'Montreal, Quebec' });
    await insertPitch(t.db, { ownerId, name: 'Crème Secret', isHidden: true });
    await insertPitch(t.db, { ownerId, name: 'Crème Draft', draft: true });
  });

  it('when a pitch’s name is typed, then the pitch comes in its own list beside the people', async () => {
    const answer = await pitchSearch('Cafe Creme');
    expect(answer.pitches.map((p) => p.name_of_pitch)).toEqual(['Café Crème']);
    expect(answer.pitches[0]).toMatchObject({ location: 'Montréal, Quebec' });
    expect(Array.isArray(answer.results)).toBe(true);
    // the people list stays the spec's: a pitch is never in it
    expect(JSON.stringify(answer.results)).not.toContain('Café');
  });

  it('when a place is typed with or without accents, then the pitches written either way are found', async () => {
    for (const typed of ['Montreal', 'Montréal', 'MONTRÉAL']) {
      expect((await pitchNames(typed)).sort(), typed).toEqual(['Café Crème', 'Poutine Labs']);
    }
  });

  it('when only a hidden or draft pitch holds the words, then no pitch is found', async () => {
    expect(await pitchNames('secret')).toEqual([]);
    expect(await pitchNames('draft')).toEqual([]);
    expect(await pitchNames('creme')).toEqual(['Café Crème']);
  });

  it('when people match, then pitches that do not are not listed', async () => {
    const answer = await pitchSearch('Olivia Tremblay');
    expect(answer.results[0]?._id).toBe(olivia.id);
    expect(answer.pitches).toEqual([]);
  });
});
