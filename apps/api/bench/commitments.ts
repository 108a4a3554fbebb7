/**
 * Commitments (issue 32): /getPitchCommitments on a pitch with BENCH_COMMITMENTS (2,000) commitments, one
 * call after another (its first page of 50 with history and match, the totals over all 2,000, the lead
 * offers and the chart), and /commitToPitch with 50 investors committing at once, each amending
 * BENCH_COMMIT_ROUNDS (6) times. Each beside a raw Node http server, in a process of its own, answering
 * the same bytes at the same concurrency. On PGlite, and on PostgreSQL too when BENCH_DATABASE_URL is set.
 * Goals: /getPitchCommitments p50 under 20 ms; /commitToPitch p99 under 150 ms.
 */
import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { assembleApp } from '../src/assemble.js';
import { type Database, openDatabase, queryRows } from '../src/db/client.js';
import { seedReference } from '../src/db/seed/reference.js';
import { createTokens } from '../src/http/tokens.js';
import { BENCH_API_KEY, BENCH_JWT_SECRET, benchConfig } from './bench-config.js';
import { rawTwin, record } from './raw-twin.js';
import { onScratchPostgres } from './scratch-postgres.js';

const COMMITMENTS = Number(process.env.BENCH_COMMITMENTS ?? 2_000);
const READS = Number(process.env.BENCH_COMMITMENT_READS ?? 200);
const CONCURRENT = 50;
const COMMIT_ROUNDS = Number(process.env.BENCH_COMMIT_ROUNDS ?? 6);
const WARM_UP = 20;
const READ_P50_GOAL_MS = 20;
const COMMIT_P99_GOAL_MS = 150;

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;

/** A founder, their pitch, COMMITMENTS investors each with a commitment (a third accepted), and 50 more. */
async function seedRound(database: Database) {
  const { db } = database;
  const person = (kind: string, n: string) => sql`insert into users (user_type, first_name, last_name, email,
      email_verified, password_hash, isd_code, mobile_number, is_profile_complete)
    select ${kind}, 'Bench', ${n} || g, ${n} || g || '@bench.test', true, '!', '1', '4165550000', true
    from generate_series(1, ${sql.raw(String(kind === 'entrepreneur' ? 1 : COMMITMENTS + CONCURRENT))}) g
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
    committers: investors.slice(COMMITMENTS).map((i) => sign(i, 'investor')),
  };
}

async function measure(target: string, database: Database) {
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
  const timed = async (url: string, token: string, body: string) => {
    const t0 = performance.now();
    const res = await fetch(url, { method: 'POST', headers: headers(token), body });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    return performance.now() - t0;
  };
  const oneAtATime = async (url: string, token: string, body: string) => {
    for (let i = 0; i < WARM_UP; i += 1) await timed(url, token, body);
    const times: number[] = [];
    for (let i = 0; i < READS; i += 1) times.push(await timed(url, token, body));
    return times.sort((a, b) => a - b);
  };
  /** CONCURRENT callers at once, each COMMIT_ROUNDS calls in turn; `body(caller, round)`. */
  const atOnce = async (url: string, tokens: string[], body: (caller: number, round: number) => string) => {
    const times: number[] = [];
    await Promise.all(
      tokens.map(async (token, caller) => {
        for (let r = 0; r < COMMIT_ROUNDS; r += 1) times.push(await timed(url, token, body(caller, r)));
      }),
    );
    return times.sort((a, b) => a - b);
  };
  const readBody = JSON.stringify({ pitch_id: round.pitchId });
  const commitBody = (caller: number, r: number) =>
    JSON.stringify({ pitch_id: round.pitchId, amount: 5_000 + caller * 10 + r, note: `round ${r}` });
  let twin: Awaited<ReturnType<typeof rawTwin>> | undefined;
  try {
    const reads = await oneAtATime(`${origin}/api/getPitchCommitments`, round.founderToken, readBody);
    const commits = await atOnce(`${origin}/api/commitToPitch`, round.committers, commitBody);
    twin = await rawTwin([
      await record(origin, '/api/getPitchCommitments', headers(round.founderToken), readBody),
      await record(origin, '/api/commitToPitch', headers(round.committers[0] as string), commitBody(0, 99)),
    ]);
    const rawReads = await oneAtATime(`${twin.origin}/api/getPitchCommitments`, round.founderToken, readBody);
    const rawCommits = await atOnce(`${twin.origin}/api/commitToPitch`, round.committers, () => '{}');
    return [
      {
        database: target,
        call: `/getPitchCommitments (${COMMITMENTS})`,
        times: reads,
        raw: rawReads,
        q: 0.5,
      },
      {
        database: target,
        call: `/commitToPitch (${CONCURRENT} at once)`,
        times: commits,
        raw: rawCommits,
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
  const pglite = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
  try {
    results.push(...(await measure('pglite', pglite)));
  } finally {
    await pglite.close();
  }
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (serverUrl)
    results.push(...(await onScratchPostgres(serverUrl, 'commitments', (db) => measure('postgres', db))));
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
    })),
  );
  const slow = results.filter((r) =>
    r.q === 0.5
      ? !(quantile(r.times, 0.5) < READ_P50_GOAL_MS)
      : !(quantile(r.times, 0.99) < COMMIT_P99_GOAL_MS),
  );
  if (slow.length) console.error(`Goal missed: ${slow.map((r) => `${r.database} ${r.call}`).join(', ')}`);
  return slow.length === 0;
}
