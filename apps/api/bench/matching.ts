/**
 * Matching (issue 22): with BENCH_PEOPLE (50,000) people and BENCH_PITCHES (10,000) pitches carrying a
 * round, and every investor a thesis, the latency of /getRecommendedPitches and of the listing with
 * matches for a signed-in investor (/getInvestmentPageData, then /getPitchMatches for the pitches it
 * shows, as the web asks them), each BENCH_MATCHING_REQUESTS (200) times one after another, investors
 * taken in turn, beside a raw Node http server answering the recommendations' bytes. On PGlite, and on
 * PostgreSQL too when BENCH_DATABASE_URL is set. Goal: p50 under 30 ms each.
 */
import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { PITCH_INSTRUMENTS, PITCH_STAGES } from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { assembleApp } from '../src/assemble.js';
import { type Database, queryRows } from '../src/db/client.js';
import { seedScale } from '../src/db/seed/demo/scale.js';
import { seedReference } from '../src/db/seed/reference.js';
import { createTokens } from '../src/http/tokens.js';
import { BENCH_API_KEY, BENCH_JWT_SECRET, benchConfig } from './bench-config.js';
import { seedDiscoveryScale } from './discovery.js';
import { rawTwin, record } from './raw-twin.js';
import { onEachDatabase } from './scratch-postgres.js';

const people = Number(process.env.BENCH_PEOPLE ?? 50_000);
const requests = Number(process.env.BENCH_MATCHING_REQUESTS ?? 200);
const WARM_UP = 20;
const P50_GOAL_MS = 30;
const INVESTORS = 50;

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
const textArray = (values: readonly string[]) => `{${values.join(',')}}`;

/** Every pitch a round and every investor a thesis, spread by a hash of the id (the same on each run). */
async function seedRoundsAndTheses(database: Database) {
  const { db } = database;
  const countryIds = (
    await queryRows<{ id: string }>(
      db,
      sql`select id from countries where alpha_2 in ('CA', 'US', 'GB', 'FR', 'DE', 'IN', 'NG', 'BR')`,
    )
  ).map((c) => c.id);
  const h = (salt: string) => sql.raw(`abs(hashtext(id::text || '${salt}'))`);
  await db.execute(sql`update pitches set
    stage = (${textArray(PITCH_STAGES)}::text[])[1 + ${h('s')} % ${PITCH_STAGES.length}],
    instrument = (${textArray(PITCH_INSTRUMENTS)}::text[])[1 + ${h('i')} % ${PITCH_INSTRUMENTS.length}],
    country_id = (${textArray(countryIds)}::uuid[])[1 + ${h('c')} % ${countryIds.length}]`);
  await db.execute(sql`update users set
    thesis_stages = (${textArray(PITCH_STAGES)}::text[])[1 + ${h('s')} % 4 : 2 + ${h('s')} % 4],
    thesis_instruments = (${textArray(PITCH_INSTRUMENTS)}::text[])[1 + ${h('i')} % 3 : 2 + ${h('i')} % 3],
    thesis_country_ids = (${textArray(countryIds)}::uuid[])[1 + ${h('c')} % 6 : 3 + ${h('c')} % 6]
    where user_type = 'investor'`);
}

async function measure(target: string, database: Database) {
  const log = (text: string) => console.log(`[matching ${target}] ${text}`);
  await seedReference(database.db);
  let started = Date.now();
  await seedScale(database.db, people);
  log(`${people} people in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await seedDiscoveryScale(database.db, log);
  started = Date.now();
  await seedRoundsAndTheses(database);
  log(`rounds and theses in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await database.db.execute(sql`analyze`);

  const investors = await queryRows<{ id: string; version: number }>(
    database.db,
    sql`select id, token_version as version from users where user_type = 'investor' and is_profile_complete
      order by md5(id::text) limit ${INVESTORS}`,
  );
  const signer = createTokens(BENCH_JWT_SECRET);
  const tokens = investors.map((i) =>
    signer.sign({ sub: i.id, kind: 'session', userType: 'investor', version: i.version }),
  );
  const { config, dataDir } = benchConfig('matching');
  const { app, mailer, worker } = await assembleApp(config, database);
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  const post = async (path: string, body: object, token?: string) => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-api-key': BENCH_API_KEY,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as Record<string, unknown>;
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(json)}`);
    return json;
  };
  const time = async (run: (i: number) => Promise<unknown>) => {
    for (let i = 0; i < WARM_UP; i += 1) await run(i);
    const times: number[] = [];
    for (let i = 0; i < requests; i += 1) {
      const t0 = performance.now();
      await run(i);
      times.push(performance.now() - t0);
    }
    return times.sort((a, b) => a - b);
  };
  const token = (i: number) => tokens[i % tokens.length] as string;
  let twin: Awaited<ReturnType<typeof rawTwin>> | undefined;
  try {
    const recommended = await time((i) => post('/getRecommendedPitches', {}, token(i)));
    // the floor: the same answer's bytes from a raw Node http server in a process of its own
    const headers = {
      'content-type': 'application/json',
      'x-api-key': BENCH_API_KEY,
      authorization: `Bearer ${token(0)}`,
      'accept-encoding': 'gzip, deflate, br',
    };
    twin = await rawTwin([
      await record(base.replace(/\/api$/, ''), '/api/getRecommendedPitches', headers, '{}'),
    ]);
    const twinUrl = `${twin.origin}/api/getRecommendedPitches`;
    const raw = await time(async () =>
      (await fetch(twinUrl, { method: 'POST', headers, body: '{}' })).json(),
    );
    const listing = await time(async (i) => {
      const page = (await post('/getInvestmentPageData', {}, token(i))) as {
        investment_data: { investments: { _id: string }[] }[];
      };
      const ids = page.investment_data.flatMap((g) => g.investments.map((p) => p._id)).slice(0, 100);
      await post('/getPitchMatches', { pitch_ids: ids }, token(i));
    });
    return [
      { database: target, call: '/getRecommendedPitches', times: recommended, raw },
      { database: target, call: 'listing + /getPitchMatches', times: listing, raw: null },
    ];
  } finally {
    twin?.child.kill();
    server.close();
    await worker?.stop();
    await mailer.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Runs the bench on PGlite and (with BENCH_DATABASE_URL) PostgreSQL; false when a p50 reaches the goal. */
export async function benchMatching(): Promise<boolean> {
  const results = (await onEachDatabase('matching', measure)).flat();
  console.log(
    `\nMatching, ${people} people, ${requests} calls each one at a time (after ${WARM_UP} to warm up)`,
  );
  console.table(
    results.map((r) => ({
      database: r.database,
      call: r.call,
      'p50 ms': quantile(r.times, 0.5).toFixed(1),
      'p95 ms': quantile(r.times, 0.95).toFixed(1),
      'max ms': (r.times.at(-1) ?? Number.NaN).toFixed(1),
      'raw http same bytes p50 ms': r.raw ? quantile(r.raw, 0.5).toFixed(1) : '',
      'p50 / raw': r.raw ? (quantile(r.times, 0.5) / quantile(r.raw, 0.5)).toFixed(1) : '',
    })),
  );
  const slow = results.filter((r) => !(quantile(r.times, 0.5) < P50_GOAL_MS));
  if (slow.length) console.error(`p50 at or over ${P50_GOAL_MS} ms: ${slow.map((r) => r.call).join(', ')}`);
  return slow.length === 0;
}
