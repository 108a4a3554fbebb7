import { getScoutInvestorById, messages } from '@angelbridge/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contactRequests } from '../../db/schema/index.js';
import { openTestApp, signedInUser } from '../../test/accounts.js';
import { insertPerson } from '../../test/people.js';
import { insertPitch } from '../../test/pitches.js';

const { t, ref } = await openTestApp();
type Person = Awaited<ReturnType<typeof signedInUser>>;
let founder: Person;
let otherFounder: Person;
let investor: Person;
let otherInvestor: Person;
let founderPitch: string;

const profile = (viewer: Person | null, person: Person | string, type?: string) =>
  t.call(
    getScoutInvestorById,
    { inventor_id: typeof person === 'string' ? person : person.userId, ...(type ? { type } : {}) },
    viewer ? { token: viewer.token } : {},
  );

async function setRequest(status: 'pending' | 'allow' | 'deny' | null, pitchId = founderPitch) {
  await t.db
    .delete(contactRequests)
    .where(and(eq(contactRequests.investorId, investor.userId), eq(contactRequests.pitchId, pitchId)));
  if (status) await t.db.insert(contactRequests).values({ investorId: investor.userId, pitchId, status });
}

beforeAll(async () => {
  founder = await signedInUser(t, ref, 'entrepreneur');
  otherFounder = await signedInUser(t, ref, 'entrepreneur');
  investor = await signedInUser(t, ref, 'investor');
  otherInvestor = await signedInUser(t, ref, 'investor');
  founderPitch = await insertPitch(t.db, { ownerId: founder.userId, name: 'LedgerLoop' });
});

describe('/getScoutInvestorById', () => {
  it('when a guest asks, then the answer is 401', async () => {
    expect((await profile(null, founder)).status).toBe(401);
  });

  it('when someone looks at their own profile, then it carries their contact details', async () => {
    const res = await profile(founder, founder, 'entrepreneur');
    expect(res.status).toBe(200);
    expect(res.body.scout_investor).toMatchObject({
      _id: founder.userId,
      type: 'entrepreneur',
      email: founder.email,
      isd_code: ref.canada.isd_code,
      mobile_number: '4165550100',
      contact_access: { shown: true, reason: 'own_profile' },
    });
  });

  it('when an investor has not asked about any of the entrepreneur’s pitches, then the details are withheld and why', async () => {
    await setRequest(null);
    const res = await profile(investor, founder, 'entrepreneur');
    expect(res.status).toBe(200);
    expect(res.body.scout_investor).toMatchObject({
      first_name: 'Ada',
      last_name: 'Founder',
      bio: 'I build companies that last.',
      email: null,
      isd_code: null,
      mobile_number: null,
      contact_access: { shown: false, reason: 'no_request' },
    });
    expect(JSON.stringify(res.body)).not.toContain(founder.email);
  });

  it('when the investor’s request is pending or denied, then the details stay withheld, saying so', async () => {
    await setRequest('pending');
    expect((await profile(investor, founder)).body.scout_investor).toMatchObject({
      email: null,
      contact_access: { shown: false, reason: 'request_pending' },
    });
    await setRequest('deny');
    expect((await profile(investor, founder)).body.scout_investor).toMatchObject({
      mobile_number: null,
      contact_access: { shown: false, reason: 'request_denied' },
    });
  });

  it('when the entrepreneur allowed the investor’s request, then the investor gets the details', async () => {
    await setRequest('allow');
    expect((await profile(investor, founder, 'entrepreneur')).body.scout_investor).toMatchObject({
      email: founder.email,
      mobile_number: '4165550100',
      contact_access: { shown: true, reason: 'request_allowed' },
    });
    // an allowed request to one entrepreneur opens no one else's details
    expect((await profile(investor, otherFounder)).body.scout_investor).toMatchObject({
      email: null,
      contact_access: { shown: false, reason: 'no_request' },
    });
  });

  it('when an investor asked about a pitch, then its owner gets the investor’s details, and nobody else does', async () => {
    await setRequest('pending');
    expect((await profile(founder, investor, 'investor')).body.scout_investor).toMatchObject({
      type: 'investor',
      company_or_organization: 'Maple Angels',
      investment_range: { min: 1000, max: 50000 },
      email: investor.email,
      contact_access: { shown: true, reason: 'asked_about_your_pitch' },
    });
    for (const viewer of [otherFounder, otherInvestor]) {
      expect((await profile(viewer, investor)).body.scout_investor).toMatchObject({
        email: null,
        isd_code: null,
        mobile_number: null,
        contact_access: { shown: false, reason: 'no_request' },
      });
    }
  });

  it('when a founder is scouted, then investment_data lists their visible pitches, newest first', async () => {
    const hour = 3_600_000;
    const newer = await insertPitch(t.db, {
      ownerId: founder.userId,
      name: 'TallyTrail',
      createdAt: new Date(Date.now() + hour),
    });
    await insertPitch(t.db, { ownerId: founder.userId, name: 'Hidden Harbor', isHidden: true });
    await insertPitch(t.db, { ownerId: founder.userId, name: 'Draft Dock', draft: true });
    await insertPitch(t.db, { ownerId: otherFounder.userId, name: 'Not Theirs' });
    const res = await profile(investor, founder, 'entrepreneur');
    expect(res.status).toBe(200);
    const cards = res.body.investment_data as { _id: string; name_of_pitch: string; location: string }[];
    expect(cards.map((card) => card.name_of_pitch)).toEqual(['TallyTrail', 'LedgerLoop']);
    expect(cards[0]).toMatchObject({ _id: newer, location: 'Toronto, Ontario' });
  });

  it('when an investor is scouted, then investment_data is empty', async () => {
    const res = await profile(founder, investor, 'investor');
    expect(res.status).toBe(200);
    expect(res.body.investment_data).toEqual([]);
  });

  it('when the type sent is not the person’s, then their profile comes with their real type', async () => {
    const res = await profile(investor, otherInvestor, 'entrepreneur');
    expect(res.status).toBe(200);
    expect(res.body.scout_investor.type).toBe('investor');
  });

  it('when the person is unknown or has not finished their profile, then the answer is 404', async () => {
    const unfinished = await insertPerson(t.db, {
      firstName: 'Zoe',
      lastName: 'Unfinished',
      complete: false,
    });
    for (const id of [unfinished.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await profile(investor, id);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(messages.server.userNotFound);
    }
    expect((await profile(investor, 'nobody')).status).toBe(400);
  });
});
