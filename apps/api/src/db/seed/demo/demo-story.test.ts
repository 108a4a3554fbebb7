import { doLogin, getNotifications, getPitches, getPitchInsights } from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { bytesOf } from '../../../test/stored-files.js';
import { queryRows } from '../../client.js';
import { DEMO_PASSWORD, demoEmail, seedDemo } from './index.js';

// What a visitor reads in the demo agrees with itself: places, founders and teams fit each story,
// the bells hold what the requests did, the founder's funnel never shows more allowed than asked.
let t: TestApp;
let seedMs = 0;
beforeAll(async () => {
  t = await startTestApp();
  const started = Date.now();
  await seedDemo(t.db, t.storage);
  seedMs = Date.now() - started;
}, 180_000);
afterAll(() => t.close());

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.db, query);

const signIn = async (email: string) => {
  const res = await t.call(doLogin, { email, password: DEMO_PASSWORD, auth_type: 'email' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.token as string;
};

describe('the demo story', () => {
  it('when the seed runs, then it takes seconds, not minutes', () => {
    // generous: a 2-core machine shared by other work; a quiet one seeds in a few seconds
    expect(seedMs).toBeLessThan(60_000);
  });

  it('when a venture names a place, then it is there, and its founder lives in its city and tells its story', async () => {
    const pitches = await rows<{ name: string; location: string; city: string; bio: string }>(
      sql`select p.name_of_pitch as name, p.location, c.name as city, u.bio
        from pitches p join users u on u.id = p.owner_id join cities c on c.id = u.register_city_id`,
    );
    const at = new Map(pitches.map((p) => [p.name, p.location]));
    expect(at.get('Freightlane')).toBe('Windsor, Ontario');
    expect(at.get('Verdant Vertical')).toBe('Yellowknife, Northwest Territories');
    expect(at.get('Saltwater Snacks')).toBe('Victoria, British Columbia');
    for (const p of pitches) {
      expect(p.location.split(', ')[0], p.name).toBe(p.city);
    }
    // a founder's bio opens with one of their own ventures
    const founders = await rows<{ bio: string; names: string[] }>(
      sql`select u.bio, array_agg(p.name_of_pitch) as names
        from users u join pitches p on p.owner_id = u.id group by u.id`,
    );
    for (const f of founders) expect(f.names.some((n) => f.bio.startsWith(`Founder of ${n} in `))).toBe(true);
    // and on each pitch's team, the founder's card speaks of that pitch
    const cards = await rows<{ name: string; bio: string }>(
      sql`select p.name_of_pitch as name, m.bio from pitch_team_members m join pitches p on p.id = m.pitch_id
        where m.position = 'Founder & CEO'`,
    );
    expect(cards.length).toBe(pitches.length);
    for (const card of cards) expect(card.bio.startsWith(`Founder of ${card.name} in `), card.bio).toBe(true);
  });

  it('when people and companies are named, then no name reads as generated', async () => {
    const texts = await rows<{ text: string }>(
      sql`select first_name || ' ' || last_name || ' ' || coalesce(bio, '') as text from users
        union all select name || ' ' || bio from pitch_team_members`,
    );
    for (const { text } of texts) {
      // faker's company names ("Krajcik, Wiegand and Murazik", "Kohler-Murphy - Sanford") and surnames
      expect(text).not.toMatch(
        /[A-Z]\w+, [A-Z]\w+ and [A-Z]\w+|[A-Z]\w+ - [A-Z]\w+|Pfannerstill|MacGyver|Pouros/,
      );
    }
  });

  it('when a request was asked and decided, then both bells say so, in the live notices words', async () => {
    const missing = await rows<{ id: string }>(
      sql`select r.id from contact_requests r
        where not exists (select 1 from notifications n join pitches p on p.id = r.pitch_id
          where n.contact_request_id = r.id and n.kind = 'contact_request' and n.user_id = p.owner_id)
        or (r.status in ('allow', 'deny') and not exists (select 1 from notifications n
          where n.contact_request_id = r.id and n.kind = 'contact_decision' and n.user_id = r.investor_id
            and n.created_at = r.decided_at))`,
    );
    expect(missing).toEqual([]);

    const investor = await t.call(getNotifications, {}, { token: await signIn(demoEmail('investor', 0)) });
    const titles = investor.body.notifications.map((n: { title: string }) => n.title);
    expect(titles).toContain('Contact request allowed');
    expect(titles).toContain('Contact request denied');
    const founder = await t.call(getNotifications, {}, { token: await signIn(demoEmail('entrepreneur', 0)) });
    expect(founder.body.notifications.length).toBeGreaterThanOrEqual(4);
    expect(founder.body.unread_count).toBeGreaterThan(0);
  });

  it('when the demo founder opens the insights, then views >= requests >= allowed, and requests match the table', async () => {
    const token = await signIn(demoEmail('entrepreneur', 0));
    const own = await t.call(getPitches, {}, { token });
    const open = own.body.pitch_data.find(
      (p: { is_hidden: boolean; draft: boolean }) => !p.is_hidden && !p.draft,
    );
    const res = await t.call(getPitchInsights, { pitch_id: open._id, days: 90 }, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { funnel, totals } = res.body.insights;
    const [asked] = await rows<{ requests: number; allowed: number }>(
      sql`select count(*)::int as requests, count(*) filter (where status = 'allow')::int as allowed
        from contact_requests where pitch_id = ${open._id}`,
    );
    expect(funnel.requests).toBe(asked?.requests);
    expect(funnel.allowed).toBe(asked?.allowed);
    expect(funnel.requests).toBeGreaterThanOrEqual(4);
    expect(funnel.views).toBeGreaterThanOrEqual(funnel.requests);
    expect(funnel.requests).toBeGreaterThanOrEqual(funnel.allowed);
    expect(totals.views).toBeGreaterThanOrEqual(funnel.views);
    // and every pitch's stored figures agree the same way
    const upside = await rows<{ name: string }>(
      sql`select p.name_of_pitch as name from pitches p
        where (select count(*) from pitch_viewers v where v.pitch_id = p.id and v.requested_at is not null)
          < (select count(*) from contact_requests r where r.pitch_id = p.id and r.status = 'allow')
        or (select count(*) from pitch_viewers v where v.pitch_id = p.id and v.viewed_at is not null)
          < (select count(*) from pitch_viewers v where v.pitch_id = p.id and v.requested_at is not null)`,
    );
    expect(upside).toEqual([]);
  });

  it('when pictures are shown, then every pitch has its own cover at both sizes and every person a drawn face', async () => {
    const covers = await rows<{ card: string; page: string }>(
      sql`select cover_card as card, cover_page as page from pitches`,
    );
    const digests = new Set<string>();
    for (const { card, page } of covers.slice(0, 6)) {
      expect((await sharp(await bytesOf(t.storage, card)).metadata()).width).toBe(640);
      const pageBytes = await bytesOf(t.storage, page);
      expect((await sharp(pageBytes).metadata()).height).toBe(720);
      digests.add(pageBytes.toString('base64'));
    }
    expect(digests.size).toBe(6);
    const photos = await rows<{ photo: string }>(
      sql`select photo from users where user_type <> 'admin' order by email limit 5`,
    );
    const faces = new Set<string>();
    for (const { photo } of photos) {
      const svg = (await bytesOf(t.storage, photo)).toString('utf8');
      expect(svg).toContain('Avataaars');
      faces.add(svg);
    }
    expect(faces.size).toBe(5);
  });
});
