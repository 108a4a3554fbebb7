/**
 * `pnpm bench`: hot-read throughput (hot-reads.ts), insights and event recording with 1,000,000 events
 * (insights.ts), the server's memory under an upload flood (upload-flood.ts), the rotating-address login
 * attack (login-attack.ts), conversations' live delivery and list (conversations.ts), commitments,
 * agreements and investor updates (commitments.ts, agreements.ts, updates.ts), then /globalSearch
 * latency with 50,000 people.
 * Seeds a fresh PGlite (and, when BENCH_DATABASE_URL is set, a PostgreSQL database it creates and drops),
 * serves the app in-process on loopback, sends the searches one after another and prints median and p95.
 * Exits 1 when a median reaches the budget.
 *
 * BENCH_PEOPLE (50000), BENCH_REQUESTS (300), BENCH_DATABASE_URL (a server URL; a database of its own is made).
 */
import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { assembleApp } from '../src/assemble.js';
import type { Database } from '../src/db/client.js';
import { seedScale } from '../src/db/seed/demo/scale.js';
import { seedReference } from '../src/db/seed/reference.js';
import { benchAgreements } from './agreements.js';
import { BENCH_API_KEY, benchConfig } from './bench-config.js';
import { benchCommitments } from './commitments.js';
import { benchConversations } from './conversations.js';
import { benchDiscovery, DISCOVERY_BUDGET_MS, reportDiscovery, seedDiscoveryScale } from './discovery.js';
import { benchHotReads } from './hot-reads.js';
import { benchInsights } from './insights.js';
import { benchLoginAttack } from './login-attack.js';
import { benchMatching } from './matching.js';
import { benchQueries } from './queries.js';
import { benchResponseSchemas } from './response-schema.js';
import { benchSavedSearchAlerts } from './saved-search-alerts.js';
import { onEachDatabase } from './scratch-postgres.js';
import { benchUpdates } from './updates.js';
import { benchUploadFlood } from './upload-flood.js';

const BUDGET_MS = 50;
const WARM_UP = 20;
const people = Number(process.env.BENCH_PEOPLE ?? 50_000);
const requests = Number(process.env.BENCH_REQUESTS ?? 300);
const API_KEY = BENCH_API_KEY;

interface Result {
  target: string;
  median: number;
  p95: number;
  mean: number;
  max: number;
  found: number;
  slowest: string[];
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function measure(target: string, database: Database): Promise<Result> {
  const log = (text: string) => console.log(`[${target}] ${text}`);
  let started = Date.now();
  await seedReference(database.db);
  log(`reference data in ${seconds(Date.now() - started)}`);
  started = Date.now();
  await seedScale(database.db, people, (done) =>
    process.stdout.write(`\r[${target}] seeding ${done}/${people}`),
  );
  process.stdout.write('\n');
  log(`${people} people in ${seconds(Date.now() - started)}`);
  await seedDiscoveryScale(database.db, log);
  // the planner needs statistics; PostgreSQL's autovacuum would gather them soon, PGlite has none
  await database.db.execute(sql`analyze`);

  const { config, dataDir } = benchConfig('bench');
  // with its change feed, as main.ts starts it: repeated public reads come from the cache, as in production
  const { app, mailer, worker } = await assembleApp(config, database);
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/globalSearch`;

  const search = async (query: string) => {
    const t0 = performance.now();
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': API_KEY },
      body: JSON.stringify({ search_query: query }),
    });
    const body = (await res.json()) as { results?: unknown[] };
    const ms = performance.now() - t0;
    if (res.status !== 200) throw new Error(`"${query}" answered ${res.status}: ${JSON.stringify(body)}`);
    return { ms, count: body.results?.length ?? 0 };
  };

  try {
    const queries = await benchQueries(database.db, requests + WARM_UP);
    for (const query of queries.slice(0, WARM_UP)) await search(query);
    const timed: { query: string; ms: number }[] = [];
    let found = 0;
    for (const query of queries.slice(WARM_UP)) {
      const { ms, count } = await search(query);
      timed.push({ query, ms });
      if (count > 0) found += 1;
    }
    await benchDiscovery(target, url.replace(/\/globalSearch$/, ''), API_KEY, database.db);
    const times = timed.map((t) => t.ms).sort((a, b) => a - b);
    const slowest = [...timed].sort((a, b) => b.ms - a.ms).slice(0, 5);
    return {
      target,
      median: quantile(times, 0.5),
      p95: quantile(times, 0.95),
      mean: times.reduce((sum, ms) => sum + ms, 0) / times.length,
      max: times.at(-1) ?? Number.NaN,
      found,
      slowest: slowest.map((t) => `"${t.query}" ${t.ms.toFixed(0)} ms`),
    };
  } finally {
    server.close();
    await worker?.stop();
    await mailer.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  // BENCH_ONLY=hot-reads, =schemas, =insights, =upload-flood, =login-attack, =conversations, =matching,
  // =saved-searches, =commitments, =agreements, =updates or =search
  // runs one bench; without it, all of them
  const only = process.env.BENCH_ONLY;
  if ((!only || only === 'upload-flood') && !(await benchUploadFlood())) process.exitCode = 1;
  if (!only || only === 'schemas') benchResponseSchemas();
  if ((!only || only === 'hot-reads') && !(await benchHotReads())) process.exitCode = 1;
  if ((!only || only === 'insights') && !(await benchInsights())) process.exitCode = 1;
  if ((!only || only === 'login-attack') && !(await benchLoginAttack())) process.exitCode = 1;
  if ((!only || only === 'conversations') && !(await benchConversations())) process.exitCode = 1;
  if ((!only || only === 'saved-searches') && !(await benchSavedSearchAlerts())) process.exitCode = 1;
  if ((!only || only === 'matching') && !(await benchMatching())) process.exitCode = 1;
  if ((!only || only === 'commitments') && !(await benchCommitments())) process.exitCode = 1;
  if ((!only || only === 'agreements') && !(await benchAgreements())) process.exitCode = 1;
  if ((!only || only === 'updates') && !(await benchUpdates())) process.exitCode = 1;
  if (only && only !== 'search') return;
  const results: Result[] = await onEachDatabase('bench', measure);

  console.log(
    `\n/globalSearch, ${people} people, ${requests} searches one at a time (after ${WARM_UP} to warm up)`,
  );
  console.table(
    results.map((r) => ({
      database: r.target,
      'median ms': r.median.toFixed(1),
      'p95 ms': r.p95.toFixed(1),
      'mean ms': r.mean.toFixed(1),
      'max ms': r.max.toFixed(1),
      'searches with results': `${r.found}/${requests}`,
    })),
  );
  for (const r of results) console.log(`slowest on ${r.target}: ${r.slowest.join(', ')}`);
  const slowDiscovery = reportDiscovery(people);
  if (slowDiscovery.length) {
    console.error(`Median at or over ${DISCOVERY_BUDGET_MS} ms: ${slowDiscovery.join('; ')}`);
    process.exit(1);
  }
  const slow = results.filter((r) => !(r.median < BUDGET_MS));
  if (slow.length) {
    console.error(`Median at or over ${BUDGET_MS} ms on: ${slow.map((r) => r.target).join(', ')}`);
    process.exit(1);
  }
  console.log(`Median under ${BUDGET_MS} ms on every database.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
