/**
 * Commitments (issue 32): /getPitchCommitments on a pitch with BENCH_COMMITMENTS (2,000) commitments, one
 * call after another (its first page of 50 with history and match, the totals over all 2,000, the lead
 * offers and the chart), and /commitToPitch with 50 investors committing at once, each amending
 * BENCH_COMMIT_ROUNDS (6) times. Each beside a raw Node http server, in a process of its own, answering
 * the same bytes at the same concurrency. On PGlite, and on PostgreSQL too when BENCH_DATABASE_URL is set.
 * Goals: /getPitchCommitments p50 under 20 ms; /commitToPitch p99 under 150 ms; judged on PostgreSQL, the
 * production database (BENCH_DATABASE_URL). PGlite's figures are printed beside them: it is the
 * zero-setup default with one connection in one process, so 50 commits at once wait in line there by design.
 *
 * Both servers are measured alike: by one client in a process of its own (call-client.ts, keep-alive
 * connections, as browsers keep them), after a warm-up (20 reads; 50 other investors committing twice,
 * the worker's queue drained, then twice more right before the measure), so neither shares its event
 * loop with the client and no measured call opens a connection or meets cold code. What the last warm-up
 * queued (founders' notices and mails) runs during the measure, as a live server's background work does;
 * the queue is drained again before the raw server's turn, so none of it falls on that. The app's CPU
 * time per call (its process: handlers, worker, compression) is printed too: the steadiest figure on a
 * busy machine. BENCH_PROFILE=<dir> saves a CPU profile of each of the app's measures (cpu-profile.ts).
 */
import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { assembleApp } from '../src/assemble.js';
import { type Database, queryRows } from '../src/db/client.js';
import { seedReference } from '../src/db/seed/reference.js';
import { createTokens } from '../src/http/tokens.js';
import { jobQueueStats } from '../src/jobs/index.js';
import { BENCH_API_KEY, BENCH_JWT_SECRET, benchConfig } from './bench-config.js';
import type { CallRun } from './call-client.js';
import { type Client, startClient } from './client-process.js';
import { startProfile } from './cpu-profile.js';
import { rawTwin, record } from './raw-twin.js';
import { onEachDatabase } from './scratch-postgres.js';

const COMMITMENTS = Number(process.env.BENCH_COMMITMENTS ?? 2_000);
const READS = Number(process.env.BENCH_COMMITMENT_READS ?? 200);
const CONCURRENT = 50;
const COMMIT_ROUNDS = Number(process.env.BENCH_COMMIT_ROUNDS ?? 6);
const WARM_UP = 20;
/** BENCH_COMMITMENTS_ON=pglite or =postgres measures one database only (profiling); both when unset. */
const ON = process.env.BENCH_COMMITMENTS_ON;
const READ_P50_GOAL_MS = 20;
const COMMIT_P99_GOAL_MS = 150;

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;

/**
 * A founder, their pitch, COMMITMENTS investors each with a commitment (a third accepted), 50 more who
 * commit in the measured burst and 50 who warm the server up before it.
 */
async function seedRound(database: Database) {
  const { db } = database;
  const person = (kind: string, n: string) => sql`insert into users (user_type, first_name, last_name, email,
      email_verified, password_hash, isd_code, mobile_number, is_profile_complete)
    select ${kind}, 'Bench', ${n} || g, ${n} || g || '@bench.test', true, '!', '1', '4165550000', true
    from generate_series(1, ${sql.raw(String(kind === 'entrepreneur' ? 1 : COMMITMENTS + 2 * CONCURRENT))}) g
    returning id, token_version as version`;
  const [founder] = await queryRows<{ id: string; version: number }>(db, person('entrepreneur', 'founder'));
  const investors = await queryRows<{ id: string; version: number }>(db, person('investor', 'investor'));
  if (!founder) throw new Error('no founder');
  const [pitch] = await queryRows<{ id: string }>(
    db,
    sql`insert into pitches (owner_id, name_of_pitch, name_of_company, location, short_summary, target,
          min_per_investor, wow_factor, why_invent, draft, is_hidden)
        values (${founder.id}, 'Bench Round', 'Bench Inc.', 'Toronto', 'A round of 2,000.', 100000000, 1000,
          'w', 'y', false, false)
        returning id`,
  );
  if (!pitch) throw new Error('no pitch');
  const seeded = investors.slice(0, COMMITMENTS);
  await db.execute(sql`insert into pitch_rounds (pitch_id, show_progress) values (${pitch.id}, true)`);
  await db.execute(
    sql`insert into commitments (pitch_id, investor_id, amount, min_round_total, requires_lead, status, created_at)
        select ${pitch.id}, id::uuid, 1000 + (n * 37) % 50000, case when n % 5 = 0 then 500000 end, n % 7 = 0,
          case when n % 3 = 0 then 'accepted' else 'indicated' end, now() - (n || ' minutes')::interval
        from unnest(${`{${seeded.map((i) => i.id).join(',')}}`}::text[]) with ordinality as t(id, n)`,
  );
  await db.execute(
    sql`insert into commitment_history (commitment_id, event, actor, amount, min_round_total, requires_lead, status, created_at)
        select id, 'created', 'investor', amount, min_round_total, requires_lead, 'indicated', created_at from commitments
        union all
        select id, 'accepted', 'founder', amount, min_round_total, requires_lead, 'accepted', created_at + interval '1 minute'
        from commitments where status = 'accepted'`,
  );
  await db.execute(sql`analyze`);
  const signer = createTokens(BENCH_JWT_SECRET);
  const sign = (p: { id: string; version: number }, userType: 'entrepreneur' | 'investor') =>
    signer.sign({ sub: p.id, kind: 'session', userType, version: p.version });
  return {
    pitchId: pitch.id,
    founderToken: sign(founder, 'entrepreneur'),
    committers: investors.slice(COMMITMENTS, COMMITMENTS + CONCURRENT).map((i) => sign(i, 'investor')),
    warmers: investors.slice(COMMITMENTS + CONCURRENT).map((i) => sign(i, 'investor')),
  };
}

async function measure(target: string, database: Database, client: Client) {
  const log = (text: string) => console.log(`[commitments ${target}] ${text}`);
  await seedReference(database.db);
  const started = Date.now();
  const round = await seedRound(database);
  log(`${COMMITMENTS} commitments in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const { config, dataDir } = benchConfig('commitments');
  const { app, mailer, worker } = await assembleApp(config, database);
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const headers = (token: string) => ({
    'content-type': 'application/json',
    'x-api-key': BENCH_API_KEY,
    authorization: `Bearer ${token}`,
    'accept-encoding': 'gzip, deflate, br',
  });
  const readBody = JSON.stringify({ pitch_id: round.pitchId });
  const commitBody = (caller: number, r: number) =>
    JSON.stringify({ pitch_id: round.pitchId, amount: 5_000 + caller * 10 + r, note: `round ${r}` });
  const times = (n: number, body: (r: number) => string) => Array.from({ length: n }, (_, r) => body(r));
  /** The founder's reads one after another, after WARM_UP of them. */
  const readsOn = async (base: string) => {
    const url = `${base}/api/getPitchCommitments`;
    const founder = { headers: headers(round.founderToken), bodies: times(WARM_UP, () => readBody) };
    await client.run({ url, callers: [founder] });
    return measured({ url, callers: [{ ...founder, bodies: times(READS, () => readBody) }] });
  };
  /**
   * CONCURRENT investors at once, each COMMIT_ROUNDS commits in turn, after as many other investors
   * committing twice (a first commit and an amendment), the worker's queue drained, and the same
   * investors amending twice more right before: the pool's connections open (an idle one closes after
   * 10 s, and a drain takes longer) and its statements prepared, as under steady traffic.
   */
  const commitsOn = async (base: string) => {
    const url = `${base}/api/commitToPitch`;
    const burst = (tokens: string[], rounds: number, from = 0) =>
      tokens.map((token, caller) => ({
        headers: headers(token),
        bodies: times(rounds, (r) => commitBody(caller, from + r)),
      }));
    await client.run({ url, callers: burst(round.warmers, 2) });
    await jobsDone();
    await client.run({ url, callers: burst(round.warmers, 2, 2) });
    return measured({ url, callers: burst(round.committers, COMMIT_ROUNDS) });
  };
  /** The calls' times, and this process's CPU time per call meanwhile: the app's (and its worker's). */
  const measured = async (calls: CallRun) => {
    // the app's own measures only: the raw server's run in a process of its own
    const profile = calls.url.startsWith(origin)
      ? await startProfile(`${target}-${calls.url.split('/').pop()}`)
      : null;
    const before = process.cpuUsage();
    const times = await client.run(calls);
    const used = process.cpuUsage(before);
    await profile?.save();
    return { times, cpuMs: (used.user + used.system) / 1000 / times.length };
  };
  /** Until the worker has told every founder (the notices' jobs and their mail): nothing runs under a measure. */
  const jobsDone = async () => {
    const started = performance.now();
    while ((await jobQueueStats(database.db)).depth > 0) await new Promise((r) => setTimeout(r, 20));
    return performance.now() - started;
  };
  /** Until every founder's bell is written (the notice jobs done; their mail may still wait). */
  const bellsDone = async () => {
    const started = performance.now();
    const waiting = sql`select count(*)::int as n from jobs where kind = 'round-notice' and done_at is null`;
    while ((await queryRows<{ n: number }>(database.db, waiting))[0]?.n)
      await new Promise((r) => setTimeout(r, 20));
    return performance.now() - started;
  };
  let twin: Awaited<ReturnType<typeof rawTwin>> | undefined;
  try {
    const reads = await readsOn(origin);
    const commits = await commitsOn(origin);
    const bells = await bellsDone();
    log(
      `after the burst, the founders' bells were written in ${bells.toFixed(0)} ms, their mails sent in ${(bells + (await jobsDone())).toFixed(0)} ms`,
    );
    twin = await rawTwin([
      await record(origin, '/api/getPitchCommitments', headers(round.founderToken), readBody),
      await record(origin, '/api/commitToPitch', headers(round.committers[0] as string), commitBody(0, 99)),
    ]);
    const rawReads = await readsOn(twin.origin);
    const rawCommits = await commitsOn(twin.origin);
    return [
      {
        database: target,
        call: `/getPitchCommitments (${COMMITMENTS})`,
        times: reads.times,
        cpuMs: reads.cpuMs,
        raw: rawReads.times,
        q: 0.5,
      },
      {
        database: target,
        call: `/commitToPitch (${CONCURRENT} at once)`,
        times: commits.times,
        cpuMs: commits.cpuMs,
        raw: rawCommits.times,
        q: 0.99,
      },
    ];
  } finally {
    twin?.child.kill();
    server.close();
    await worker?.stop();
    await mailer.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Runs on PGlite and (with BENCH_DATABASE_URL) PostgreSQL; false when a goal is missed. */
export async function benchCommitments(): Promise<boolean> {
  const results: Awaited<ReturnType<typeof measure>> = [];
  const client = await startClient();
  try {
    const each = await onEachDatabase('commitments', (target, db) => measure(target, db, client), ON);
    results.push(...each.flat());
  } finally {
    client.stop();
  }
  console.log(
    `\nCommitments: ${READS} reads one at a time; ${CONCURRENT} investors × ${COMMIT_ROUNDS} commits at once`,
  );
  console.table(
    results.map((r) => ({
      database: r.database,
      call: r.call,
      'p50 ms': quantile(r.times, 0.5).toFixed(1),
      'p99 ms': quantile(r.times, 0.99).toFixed(1),
      'raw http same bytes p50 ms': quantile(r.raw, 0.5).toFixed(1),
      'raw http p99 ms': quantile(r.raw, 0.99).toFixed(1),
      'p50 × raw': (quantile(r.times, 0.5) / quantile(r.raw, 0.5)).toFixed(1),
      'p99 × raw': (quantile(r.times, 0.99) / quantile(r.raw, 0.99)).toFixed(1),
      'app CPU ms/call': r.cpuMs.toFixed(2),
    })),
  );
  const judged = results.filter((r) => r.database === 'postgres');
  if (judged.length === 0) console.log('Goals not judged: they are for PostgreSQL (set BENCH_DATABASE_URL).');
  const slow = judged.filter((r) =>
    r.q === 0.5
      ? !(quantile(r.times, 0.5) < READ_P50_GOAL_MS)
      : !(quantile(r.times, 0.99) < COMMIT_P99_GOAL_MS),
  );
  if (slow.length) console.error(`Goal missed: ${slow.map((r) => `${r.database} ${r.call}`).join(', ')}`);
  return slow.length === 0;
}
