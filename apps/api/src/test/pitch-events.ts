/**
 * Test helpers for pitch events: a beacon posted exactly as `navigator.sendBeacon` posts it, guests'
 * browser ids, moving stored events back in time as the clock would, and the event tests' scene.
 * Tests only.
 */
import { getPitchInsights, RECORD_EVENT_PATH } from '@angelbridge/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, expect } from 'vitest';
import { pitchDocuments } from '../db/schema/index.js';
import { rebuildRollups } from '../modules/insights/events.queries.js';
import { startTestApp, TEST_API_KEY, type TestApp } from './harness.js';
import { anEntrepreneur, anInvestor, type Person } from './pitches.js';

let addresses = 0;
/** A fresh client address per test, so the per-address limit never spills between tests. */
export const anAddress = () => `198.51.100.${(addresses++ % 250) + 1}`;

let visitors = 0;
/** A guest's random browser id, as the page keeps it in localStorage. */
export const aVisitor = () => `visitor_${Date.now().toString(36)}_${++visitors}`.padEnd(16, 'x');

export interface BeaconOptions {
  /** Defaults to the test key; null leaves it out. */
  apiKey?: string | null;
  /** X-Forwarded-For (the test client is on loopback, which the app trusts as a proxy). */
  address?: string;
}

/** POSTs `event` as sendBeacon does: JSON text in a text/plain body carrying api_key (and token). */
export function beacon(t: TestApp, event: Record<string, unknown> | string, options: BeaconOptions = {}) {
  const apiKey = options.apiKey === undefined ? TEST_API_KEY : options.apiKey;
  const body =
    typeof event === 'string'
      ? event
      : JSON.stringify(apiKey === null ? event : { ...event, api_key: apiKey });
  return t.http
    .post(RECORD_EVENT_PATH)
    .set('content-type', 'text/plain;charset=UTF-8')
    .set('X-Forwarded-For', options.address ?? anAddress())
    .send(body);
}

export async function countEvents(t: TestApp, pitchId: string): Promise<number> {
  const result = await t.db.execute(
    sql`select count(*)::int as n from pitch_events where pitch_id = ${pitchId}`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

/**
 * Moves a pitch's latest stored event of `viewerKey` back by `minutes` (both its first and last
 * moment), as if it had been recorded that long ago, and the running totals with it.
 */
export async function backdateLatest(t: TestApp, pitchId: string, viewerKey: string, minutes: number) {
  await t.db.execute(sql`
    update pitch_events set first_at = first_at - make_interval(mins => ${minutes}),
      last_at = last_at - make_interval(mins => ${minutes})
    where id = (select id from pitch_events where pitch_id = ${pitchId} and viewer_key = ${viewerKey}
      order by id desc limit 1)`);
  await rebuildRollups(t.db, pitchId);
}

/** The scene of the event tests: an app, an owner and an investor, and how to read what was stored. */
export async function openEventsScene() {
  const t = await startTestApp();
  afterAll(() => t.close());
  const owner = await anEntrepreneur(t, 'Olga');
  const investor = await anInvestor(t, 'Ines');
  return {
    t,
    owner,
    investor,
    /** The owner's insights over 30 days. */
    insights: async (pitchId: string) => {
      const res = await t.call(getPitchInsights, { pitch_id: pitchId, days: 30 }, { token: owner.token });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.insights;
    },
    documentsOf: (pitchId: string) =>
      t.db
        .select({ id: pitchDocuments.id })
        .from(pitchDocuments)
        .where(eq(pitchDocuments.pitchId, pitchId))
        .orderBy(pitchDocuments.sort),
    storedRows: async (pitchId: string) =>
      (
        (await t.db.execute(
          sql`select kind, viewer_id, viewer_key, tab, document_id, duration_ms from pitch_events
            where pitch_id = ${pitchId} order by id`,
        )) as unknown as { rows: Record<string, unknown>[] }
      ).rows,
  };
}

/** Who sends a beacon: a signed-in person (with a browser id the server ignores), or a guest's browser. */
export type Viewer = { person: Person } | { visitor: string };

export const viewerFields = (v: Viewer) =>
  'person' in v ? { visitor_id: aVisitor(), token: v.person.token } : { visitor_id: v.visitor };

/** A tab view sent as the pitch page sends it; it must be accepted. */
export async function view(t: TestApp, pitchId: string, v: Viewer, tab: number, durationMs: number) {
  const res = await beacon(t, {
    pitch_id: pitchId,
    kind: 'tab_view',
    tab,
    duration_ms: durationMs,
    ...viewerFields(v),
  });
  expect(res.status, res.text).toBe(204);
}
