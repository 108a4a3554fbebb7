import {
  addContactRequest,
  contactRequestAllowOrDeny,
  getCms,
  getPitchInsights,
} from '@angelbridge/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { pitchDocuments } from '../../db/schema/index.js';
import { startTestApp } from '../../test/harness.js';
import {
  aVisitor,
  backdateLatest,
  beacon,
  type Viewer,
  view,
  viewerFields,
} from '../../test/pitch-events.js';
import { anEntrepreneur, anInvestor, aPublishedPitch } from '../../test/pitches.js';
import { rebuildRollups } from './events.queries.js';
import { periodDays } from './insights.service.js';

// The figures a founder sees, from a known set of events.
const t = await startTestApp();
afterAll(() => t.close());

const owner = await anEntrepreneur(t, 'Fiona');
const ask = (pitchId: string, days: unknown, token = owner.token) =>
  t.call(getPitchInsights, { pitch_id: pitchId, days }, { token });

const keyOf = (v: Viewer) => ('person' in v ? v.person.id : `g:${v.visitor}`);

async function open(pitchId: string, v: Viewer, documentId: string) {
  const res = await beacon(t, {
    pitch_id: pitchId,
    kind: 'document_open',
    document_id: documentId,
    ...viewerFields(v),
  });
  expect(res.status, res.text).toBe(204);
}

const dateMinutesAgo = (minutes: number) =>
  new Date(Date.now() - minutes * 60_000).toISOString().slice(0, 10);

/**
 * The known event set: who looked at the pitch, when, at which tabs and documents; everything through
 * the beacon and the contact-request calls, older events moved back in time as the clock would.
 */
async function knownEvents() {
  const pitchId = await aPublishedPitch(t, owner, { name: 'Known Figures' });
  const [cover, deck] = await t.db
    .select({ id: pitchDocuments.id })
    .from(pitchDocuments)
    .where(eq(pitchDocuments.pitchId, pitchId))
    .orderBy(pitchDocuments.sort);
  if (!cover || !deck) throw new Error('the pitch has two documents');
  const amy = { person: await anInvestor(t, 'Amy') };
  const ben = { person: await anInvestor(t, 'Ben') };
  const cal = { person: await anInvestor(t, 'Cal') };
  const eve = { person: await anEntrepreneur(t, 'Eve') };
  const g1 = { visitor: aVisitor() };
  const g2 = { visitor: aVisitor() };
  const g3 = { visitor: aVisitor() };

  // 60 days ago: Cal viewed the overview (in the 90-day period only)
  await view(t, pitchId, cal, 0, 8_000);
  await backdateLatest(t, pitchId, keyOf(cal), 60 * 24 * 60);
  // 40 days ago: a guest viewed the overview (90 days only)
  await view(t, pitchId, g3, 0, 2_000);
  await backdateLatest(t, pitchId, keyOf(g3), 40 * 24 * 60);
  // 31 minutes ago, then now: the second guest's two views of the overview
  await view(t, pitchId, g2, 0, 4_000);
  await backdateLatest(t, pitchId, keyOf(g2), 31);
  await view(t, pitchId, g2, 0, 6_000);
  // Amy: the overview twice within the window (one view, 15 s), the documents tab, the deck
  await view(t, pitchId, amy, 0, 10_000);
  await view(t, pitchId, amy, 0, 5_000);
  await view(t, pitchId, amy, 3, 20_000);
  await open(pitchId, amy, deck.id);
  // the first guest: overview and details, and the cover
  await view(t, pitchId, g1, 0, 1_000);
  await view(t, pitchId, g1, 1, 2_500);
  await open(pitchId, g1, cover.id);
  // another founder looks too: a named viewer like any other
  await view(t, pitchId, eve, 4, 3_000);
  // the owner's own looks count for nothing
  await view(t, pitchId, { person: owner }, 0, 50_000);
  // Ben: the overview, then he asks for access and the owner allows
  await view(t, pitchId, ben, 0, 30_000);
  const asked = await t.call(addContactRequest, { pitch_id: pitchId }, { token: ben.person.token });
  expect(asked.status).toBe(200);
  const allowed = await t.call(
    contactRequestAllowOrDeny,
    { contact_id: asked.body.contact_id, pitch_id: pitchId, inventor_id: ben.person.id, status: 'allow' },
    { token: owner.token },
  );
  expect(allowed.status).toBe(200);
  return { pitchId, cover, deck, amy };
}

const { pitchId, cover, deck, amy } = await knownEvents();

describe('the figures of a known set of events', () => {
  it('when the owner asks for the last 30 days, then every figure is exact', async () => {
    const res = await ask(pitchId, 30);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const insights = res.body.insights;
    expect(insights.pitch_id).toBe(pitchId);
    expect(insights.days).toBe(30);
    // views: Amy 2, Ben 1, Eve 1, g1 2, g2 2 (31 minutes apart)
    expect(insights.totals).toEqual({
      views: 8,
      unique_viewers: 5,
      document_opens: 2,
      requests: 1,
      allowed: 1,
    });
    expect(insights.funnel).toEqual({ views: 5, requests: 1, allowed: 1 });
    expect(insights.tabs).toEqual([
      { tab: 0, title: 'Overview', views: 5, seconds: 15 + 1 + 4 + 6 + 30 },
      { tab: 1, title: 'Pitch Details', views: 1, seconds: 3 },
      { tab: 2, title: 'The Team', views: 0, seconds: 0 },
      { tab: 3, title: 'Documents', views: 1, seconds: 20 },
      { tab: 4, title: 'Project Milestones', views: 1, seconds: 3 },
      { tab: 5, title: 'Contact', views: 0, seconds: 0 },
    ]);
    expect(insights.documents).toEqual([
      { _id: cover.id, name: 'cover.png', locked: false, opens: 1 },
      { _id: deck.id, name: 'deck.pdf', locked: false, opens: 1 },
    ]);
    expect(insights.guest_viewers).toBe(2);
    expect(
      insights.viewers.map(
        (v: { first_name: string; views: number; documents_opened: { name: string }[] }) => [
          v.first_name,
          v.views,
          v.documents_opened.map((d) => d.name),
        ],
      ),
    ).toEqual([
      ['Ben', 1, []],
      ['Eve', 1, []],
      ['Amy', 2, ['deck.pdf']],
    ]);
    expect(insights.viewers[2]).toMatchObject({
      _id: amy.person.id,
      last_name: 'Investor',
      user_type: 'investor',
      documents_opened: [{ _id: deck.id, name: 'deck.pdf' }],
    });
    expect(insights.viewers[1].user_type).toBe('entrepreneur');
    expect(insights.answers_within_days).toBeNull();
  });

  it('when the owner asks for 30 days, then every day is there, oldest first, and the views fall on their days', async () => {
    const { daily } = (await ask(pitchId, 30)).body.insights;
    expect(daily.map((d: { date: string }) => d.date)).toEqual(periodDays(30));
    const expected = new Map<string, { views: number; unique_viewers: number }>();
    const add = (date: string, key: string, keys: Map<string, Set<string>>) => {
      const day = expected.get(date) ?? { views: 0, unique_viewers: 0 };
      const seen = keys.get(date) ?? new Set();
      day.views += 1;
      seen.add(key);
      day.unique_viewers = seen.size;
      expected.set(date, day);
      keys.set(date, seen);
    };
    const keys = new Map<string, Set<string>>();
    add(dateMinutesAgo(31), 'g2', keys);
    for (const key of ['g2', 'amy', 'amy-documents', 'g1', 'g1-details', 'eve', 'ben']) {
      add(dateMinutesAgo(0), key.split('-')[0] as string, keys);
    }
    for (const day of daily) {
      expect(day, day.date).toEqual({
        date: day.date,
        ...(expected.get(day.date) ?? { views: 0, unique_viewers: 0 }),
      });
    }
  });

  it('when the owner asks for 90 days, then the older views count too', async () => {
    const insights = (await ask(pitchId, '90')).body.insights;
    expect(insights.days).toBe(90);
    expect(insights.daily).toHaveLength(90);
    expect(insights.totals).toEqual({
      views: 10,
      unique_viewers: 7,
      document_opens: 2,
      requests: 1,
      allowed: 1,
    });
    expect(insights.tabs[0]).toMatchObject({ views: 7, seconds: 56 + 8 + 2 });
    expect(insights.guest_viewers).toBe(3);
    expect(insights.viewers.map((v: { first_name: string }) => v.first_name)).toEqual([
      'Ben',
      'Eve',
      'Amy',
      'Cal',
    ]);
    expect(
      insights.daily.find((d: { date: string }) => d.date === dateMinutesAgo(60 * 24 * 60)),
    ).toMatchObject({
      views: 1,
      unique_viewers: 1,
    });
  });

  it('when the running totals are rebuilt from the events, then every figure stays the same', async () => {
    const before = [(await ask(pitchId, 30)).body.insights, (await ask(pitchId, 90)).body.insights];
    await rebuildRollups(t.db, pitchId);
    const after = [(await ask(pitchId, 30)).body.insights, (await ask(pitchId, 90)).body.insights];
    expect(after).toEqual(before);
  });

  it('when days is left out, then it is 30', async () => {
    const res = await t.call(getPitchInsights, { pitch_id: pitchId }, { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body.insights.days).toBe(30);
  });

  it('when a document is replaced, then it leaves the list and the opens of the rest stay', async () => {
    const other = await aPublishedPitch(t, owner);
    const [first, second] = await t.db
      .select({ id: pitchDocuments.id })
      .from(pitchDocuments)
      .where(eq(pitchDocuments.pitchId, other))
      .orderBy(pitchDocuments.sort);
    await open(other, amy, first?.id ?? '');
    await open(other, amy, second?.id ?? '');
    await t.db.delete(pitchDocuments).where(eq(pitchDocuments.id, first?.id ?? ''));
    const insights = (await ask(other, 30)).body.insights;
    expect(insights.documents).toEqual([{ _id: second?.id, name: 'deck.pdf', locked: false, opens: 1 }]);
    expect(insights.totals.document_opens).toBe(2);
    expect(insights.viewers[0].documents_opened.map((d: { _id: string }) => d._id)).toEqual([second?.id]);
  });
});

it('the terms page says plainly that a founder sees which signed-in investors viewed their pitch', async () => {
  const res = await t.call(getCms, { cms_code: 'terms_condition' });
  expect(res.status).toBe(200);
  expect(res.body.cms_data.content).toContain('A founder sees which signed-in investors viewed their pitch');
  expect(res.body.cms_data.content).toContain('never by their\nIP address');
});

it('no event row of the owner is ever stored', async () => {
  const rows = await t.db.execute(
    sql`select count(*)::int as n from pitch_events where viewer_id = ${owner.id}`,
  );
  expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
});
