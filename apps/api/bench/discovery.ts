/**
 * The discovery part of `pnpm bench`: with the bench's people plus BENCH_PITCHES (10,000) pitches,
 * the latency of /getInvestmentPageData (no filter, one project type, text), /getInvestmentPageDataById
 * and /getScoutInvestor, each asked BENCH_DISCOVERY_REQUESTS (200) times one after another.
 * Budget: a median under 20 ms each.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import { seedScalePitches } from '../src/db/seed/demo/scale-pitches.js';
import { random, typo } from './queries.js';

const BUDGET_MS = 20;
const WARM_UP = 20;
const pitchCount = Number(process.env.BENCH_PITCHES ?? 10_000);
const requests = Number(process.env.BENCH_DISCOVERY_REQUESTS ?? 200);

interface Timing {
  database: string;
  call: string;
  median: number;
  p95: number;
  max: number;
  bytes: number;
}

const timings: Timing[] = [];

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;

/** Seeds the pitches; call after the people and before `analyze`. */
export async function seedDiscoveryScale(db: Db, log: (text: string) => void) {
  const started = Date.now();
  await seedScalePitches(db, pitchCount);
  // what autovacuum does soon after a bulk load (PGlite has none): new entries leave the GIN indexes'
  // pending lists, which every search would otherwise read
  await db.execute(sql`select gin_clean_pending_list(c.oid) from pg_class c
    join pg_am a on a.oid = c.relam where a.amname = 'gin' and c.relkind = 'i'`);
  log(`${pitchCount} pitches in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** What visitors ask for, taken from the seeded data so that most requests find something. */
async function bodies(db: Db, count: number) {
  const next = random(11);
  const pick = <T>(items: T[]): T => items[Math.floor(next() * items.length)] as T;
  const types = (
    await rows<{ id: string; title: string }>(db, sql`select id, title from project_types`)
  ).filter((t) => t.title !== 'Others');
  const visible = await rows<{ id: string; name: string; location: string }>(
    db,
    sql`select id, name_of_pitch as name, location from pitches where not is_hidden and not draft
      order by md5(id::text) limit 2000`,
  );
  const makers: (() => string)[] = [
    () => pick(visible).name,
    () => typo(pick(visible).name, next),
    () => pick(visible).name.split(' ')[0] ?? '',
    () => pick(types).title,
    () => (pick(visible).location.split(',')[0] ?? '').trim(),
    () => pick(['payments', 'solar', 'clinic', 'farm', 'freight', 'tutoring', 'robotics', 'subscription']),
  ];
  const range = () => {
    const min = Math.floor(next() * 40) * 1_000;
    return { investment_min: min, investment_max: min + 20_000 + Math.floor(next() * 60_000) };
  };
  return {
    noFilter: Array.from({ length: count }, () => ({})),
    oneType: Array.from({ length: count }, () => ({ expertise: [pick(types).id] })),
    text: Array.from({ length: count }, (_, i) => ({
      search_query: (makers[i % makers.length] as () => string)(),
    })),
    detail: Array.from({ length: count }, () => ({ investment_id: pick(visible).id })),
    scout: Array.from(
      { length: count },
      (_, i) =>
        [
          { type: 'investor' },
          { type: 'entrepreneur' },
          {
            type: 'investor',
            expertise: [pick(types).id],
            ...range(),
          },
          { type: 'entrepreneur', search_query: pick(types).title },
          { type: 'investor', page: 1 + Math.floor(next() * 20) },
        ][i % 5],
    ),
  };
}

/** Times the discovery calls against the app served at `baseUrl` (…/api). */
export async function benchDiscovery(database: string, baseUrl: string, apiKey: string, db: Db) {
  const all = await bodies(db, requests + WARM_UP);
  const time = async (call: string, path: string, list: object[]) => {
    const ask = async (body: object) => {
      const t0 = performance.now();
      const res = await fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
        body: JSON.stringify(body),
      });
      const text = await res.text();
      const ms = performance.now() - t0;
      if (res.status !== 200)
        throw new Error(`${path} ${JSON.stringify(body)} answered ${res.status}: ${text}`);
      return { ms, bytes: text.length };
    };
    for (const body of list.slice(0, WARM_UP)) await ask(body);
    const times: number[] = [];
    let bytes = 0;
    for (const body of list.slice(WARM_UP)) {
      const r = await ask(body);
      times.push(r.ms);
      bytes += r.bytes;
    }
    times.sort((a, b) => a - b);
    timings.push({
      database,
      call,
      median: quantile(times, 0.5),
      p95: quantile(times, 0.95),
      max: times.at(-1) ?? Number.NaN,
      bytes: bytes / times.length,
    });
  };
  await time('/getInvestmentPageData, no filter', '/getInvestmentPageData', all.noFilter);
  await time('/getInvestmentPageData, one project type', '/getInvestmentPageData', all.oneType);
  await time('/getInvestmentPageData, text', '/getInvestmentPageData', all.text);
  await time('/getInvestmentPageDataById', '/getInvestmentPageDataById', all.detail);
  await time('/getScoutInvestor', '/getScoutInvestor', all.scout as object[]);
}

/** Prints the table; returns the calls whose median reached the budget. */
export function reportDiscovery(people: number): string[] {
  if (timings.length === 0) return [];
  console.log(
    `\nDiscovery, ${people} people and ${pitchCount} pitches, ${requests} requests per call one at a time`,
  );
  console.table(
    timings.map((t) => ({
      database: t.database,
      call: t.call,
      'median ms': t.median.toFixed(1),
      'p95 ms': t.p95.toFixed(1),
      'max ms': t.max.toFixed(1),
      'mean KB': (t.bytes / 1024).toFixed(1),
    })),
  );
  return timings.filter((t) => !(t.median < BUDGET_MS)).map((t) => `${t.call} on ${t.database}`);
}

export const DISCOVERY_BUDGET_MS = BUDGET_MS;
