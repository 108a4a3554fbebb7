/**
 * The insights part of `pnpm bench` (issue 12): with BENCH_EVENTS (1,000,000) events over
 * BENCH_PITCHES (10,000) pitches, one of them with BENCH_HOT_EVENTS (100,000) in the last 90 days,
 * the latency of /getPitchInsights for that pitch (90 and 30 days), and of recording a guest's tab view
 * on a random visible pitch: the server's work per event (checks, rate limit, write) in process, the
 * beacon over HTTP as the page sends it, and beside it the same HTTP trip refused before any query
 * (the cost of HTTP alone on this machine, client and server in one process).
 * BENCH_INSIGHTS_REQUESTS (200) each, one after another. Budgets: insights p50 under 50 ms, recording
 * p50 under 5 ms. On PGlite, and on PostgreSQL when BENCH_DATABASE_URL is set.
 */
import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { getPitchInsights, RECORD_EVENT_PATH } from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { assembleApp } from '../src/assemble.js';
import type { Database } from '../src/db/client.js';
import { seedScale } from '../src/db/seed/demo/scale.js';
import { seedScalePitches } from '../src/db/seed/demo/scale-pitches.js';
import { seedReference } from '../src/db/seed/reference.js';
import { createRateLimitStore } from '../src/http/rate-limit-store.js';
import { createTokens } from '../src/http/tokens.js';
import { rebuildRollups } from '../src/modules/insights/events.queries.js';
import { pitchEventsService } from '../src/modules/insights/events.service.js';
import { BENCH_API_KEY, BENCH_JWT_SECRET, benchConfig } from './bench-config.js';
import { type SeededEvents, seedEvents } from './insights-seed.js';
import { onEachDatabase } from './scratch-postgres.js';

const INSIGHTS_BUDGET_MS = 50;
const RECORD_BUDGET_MS = 5;
const WARM_UP = 20;
const API_KEY = BENCH_API_KEY;
const JWT_SECRET = BENCH_JWT_SECRET;
const people = Number(process.env.BENCH_INSIGHTS_PEOPLE ?? 2_000);
const pitchCount = Number(process.env.BENCH_PITCHES ?? 10_000);
const events = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const hotEvents = Number(process.env.BENCH_HOT_EVENTS ?? 100_000);
const requests = Number(process.env.BENCH_INSIGHTS_REQUESTS ?? 200);

interface Timing {
  database: string;
  call: string;
  p50: number;
  p99: number;
  max: number;
  /** The p50 it must stay under, when it has one. */
  budget?: number;
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

async function time(count: number, ask: (i: number) => Promise<void>) {
  for (let i = 0; i < WARM_UP; i += 1) await ask(i);
  const times: number[] = [];
  for (let i = WARM_UP; i < WARM_UP + count; i += 1) {
    const t0 = performance.now();
    await ask(i);
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b);
}

/** Seeds people, pitches and the events, with the running totals and statistics a live database has. */
export async function seedInsightsScale(database: Database, log: (text: string) => void) {
  const { db } = database;
  let started = Date.now();
  await seedReference(db);
  await seedScale(db, people);
  await seedScalePitches(db, pitchCount);
  log(`${people} people and ${pitchCount} pitches in ${seconds(started)}`);
  started = Date.now();
  const seeded = await seedEvents(db, { events, hotEvents });
  // the load bypassed recordEvent, which keeps the running totals: compute them once from the events
  await rebuildRollups(db);
  // what autovacuum does soon after a bulk load (PGlite has none): statistics and the visibility map
  await db.execute(sql`vacuum analyze`);
  log(`${events} events (${hotEvents} on one pitch) and their running totals in ${seconds(started)}`);
  return seeded;
}

/** Times the two calls against an app on `database`, seeded by seedInsightsScale. */
export async function timeInsights(
  target: string,
  database: Database,
  seeded: SeededEvents,
): Promise<Timing[]> {
  const { db } = database;
  const visible = (
    (await db.execute(
      sql`select id from pitches where not is_hidden and not draft order by md5(id::text) limit 1000`,
    )) as unknown as { rows: { id: string }[] }
  ).rows.map((r) => r.id);

  const { config, dataDir } = benchConfig('insights');
  const { app, mailer, worker } = await assembleApp(config, database);
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const token = createTokens(JWT_SECRET).sign({
    sub: seeded.ownerId,
    kind: 'session',
    userType: 'entrepreneur',
    version: seeded.ownerVersion,
  });

  const post = async (pathname: string, body: string, headers: Record<string, string>) => {
    const res = await fetch(`${origin}${pathname}`, { method: 'POST', headers, body });
    const text = await res.text();
    if (res.status >= 300) throw new Error(`${pathname} answered ${res.status}: ${text}`);
  };
  const insights = (days: 30 | 90) => (_i: number) =>
    post(`/api${getPitchInsights.path}`, JSON.stringify({ pitch_id: seeded.hotPitchId, days }), {
      'content-type': 'application/json',
      'x-api-key': API_KEY,
      authorization: `Bearer ${token}`,
    });
  // as sendBeacon posts it; each from its own address, as visitors are (one address is rate limited)
  const beaconBody = (i: number, extra: object = {}) =>
    JSON.stringify({
      pitch_id: visible[i % visible.length],
      kind: 'tab_view',
      tab: i % 6,
      duration_ms: 1_000 + i,
      visitor_id: `bench-visitor-${i.toString().padStart(6, '0')}`,
      api_key: API_KEY,
      ...extra,
    });
  const beaconHeaders = (i: number) => ({
    'content-type': 'text/plain;charset=UTF-8',
    'x-forwarded-for': `10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`,
  });
  const record = (i: number) => post(RECORD_EVENT_PATH, beaconBody(i), beaconHeaders(i));
  // the same trip refused before any query (a tab view naming a document): what HTTP alone costs here
  const floor = async (i: number) => {
    const body = beaconBody(i, { document_id: seeded.hotPitchId });
    const res = await fetch(`${origin}${RECORD_EVENT_PATH}`, {
      method: 'POST',
      headers: beaconHeaders(i),
      body,
    });
    await res.text();
    if (res.status !== 400) throw new Error(`the refused beacon answered ${res.status}`);
  };
  // what the server does per event (checks, the rate limit, the write), without the HTTP trip
  const events = pitchEventsService(db, createRateLimitStore(db));
  const recordInProcess = (i: number) =>
    events.record(
      {
        pitch_id: visible[i % visible.length] as string,
        kind: 'tab_view',
        tab: i % 6,
        visitor_id: `bench-in-process-${i}`,
      },
      null,
      `10.200.${(i >> 8) & 255}.${i & 255}`,
    );

  const timings: Timing[] = [];
  const add = (call: string, times: number[], budget?: number) =>
    timings.push({
      database: target,
      call,
      p50: quantile(times, 0.5),
      p99: quantile(times, 0.99),
      max: times.at(-1) ?? Number.NaN,
      ...(budget === undefined ? {} : { budget }),
    });
  try {
    add(
      `/getPitchInsights, 90 days, ${hotEvents} events`,
      await time(requests, insights(90)),
      INSIGHTS_BUDGET_MS,
    );
    add('/getPitchInsights, 30 days', await time(requests, insights(30)), INSIGHTS_BUDGET_MS);
    add(
      'recording an event (checks, rate limit, write)',
      await time(requests, recordInProcess),
      RECORD_BUDGET_MS,
    );
    add('/recordPitchEvent, the beacon over HTTP', await time(requests, record));
    add('  the same HTTP trip refused before any query', await time(requests, floor));
  } finally {
    server.close();
    await worker?.stop();
    await mailer.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return timings;
}

/** Runs the insights bench and prints its table; false when a p50 reaches its budget. */
export async function benchInsights(): Promise<boolean> {
  const timings: Timing[] = [];
  const measure = async (target: string, database: Database) =>
    timeInsights(
      target,
      database,
      await seedInsightsScale(database, (text) => console.log(`[${target}] ${text}`)),
    );
  timings.push(...(await onEachDatabase('insights', measure)).flat());

  console.log(
    `\nInsights, ${events} events over ${pitchCount} pitches, ${requests} requests per call one at a time`,
  );
  console.table(
    timings.map((t) => ({
      database: t.database,
      call: t.call,
      'p50 ms': t.p50.toFixed(1),
      'p99 ms': t.p99.toFixed(1),
      'max ms': t.max.toFixed(1),
      'p50 budget ms': t.budget ?? '',
    })),
  );
  const slow = timings.filter((t) => t.budget !== undefined && !(t.p50 < t.budget));
  for (const t of slow) console.error(`${t.call} on ${t.database}: p50 at or over ${t.budget} ms`);
  return slow.length === 0;
}
