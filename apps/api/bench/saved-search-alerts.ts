/**
 * Saved-search alerts (issue 22): a pitch is published (here: unhidden through /hidePitches) while 5,000
 * saved searches match it and BENCH_SAVED_SEARCH_OTHERS (15,000) do not; the time from the call to every
 * alert enqueued (5,000 hits, bell entries and e-mail or digest jobs, written by the pitch_visible job in
 * one transaction), over BENCH_PUBLISHES (5) pitches. On PGlite and (with BENCH_DATABASE_URL) PostgreSQL.
 * Goal: every publish under 1 s.
 */
import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { assembleApp } from '../src/assemble.js';
import { type Database, type Db, queryRows } from '../src/db/client.js';
import { seedReference } from '../src/db/seed/reference.js';
import { createTokens } from '../src/http/tokens.js';
import { BENCH_API_KEY, BENCH_JWT_SECRET, benchConfig } from './bench-config.js';
import { onEachDatabase } from './scratch-postgres.js';

const MATCHING = 5000;
const OTHERS = Number(process.env.BENCH_SAVED_SEARCH_OTHERS ?? 15_000);
const PUBLISHES = Number(process.env.BENCH_PUBLISHES ?? 5);
const GOAL_MS = 1000;

/** Investors with one saved search each: the first MATCHING find "solar" pitches, the rest look elsewhere. */
export async function seedSearches(db: Db) {
  await db.execute(sql`insert into users (user_type, first_name, last_name, email, email_verified, password_hash,
      isd_code, mobile_number, is_profile_complete)
    select 'investor', 'Saver', 'N' || n, 'saver' || n || '@bench.test', true, 'x', '1', lpad(n::text, 10, '0'), true
    from generate_series(1, ${MATCHING + OTHERS}) n`);
  // half immediate, half daily: both e-mail paths are enqueued
  await db.execute(sql`insert into saved_searches (owner_id, name, filters, alert, type_ids, search_tsq, min_amount, max_amount)
    select u.id, 'Solar', '{"expertise":[],"search_query":"solar"}',
      case when row_number() over (order by u.id) % 2 = 0 then 'immediate' else 'daily' end,
      '{}', pitch_search_query('solar')::text, null, null
    from users u where u.email like 'saver%@bench.test'
      and substring(u.last_name from 2)::int <= ${MATCHING}`);
  await db.execute(sql`insert into saved_searches (owner_id, name, filters, alert, type_ids, search_tsq, min_amount, max_amount)
    select u.id, 'Elsewhere', '{"expertise":[],"search_query":"wind turbines","investment_range":{"min":1000000,"max":2000000}}',
      'immediate', '{}', pitch_search_query('wind turbines')::text, 1000000, 2000000
    from users u where u.email like 'saver%@bench.test'
      and substring(u.last_name from 2)::int > ${MATCHING}`);
}

/** A founder with PUBLISHES finished, hidden pitches about solar roofs. */
export async function seedPitches(db: Db) {
  const [founder] = await queryRows<{ id: string }>(
    db,
    sql`insert into users (user_type, first_name, last_name, email, email_verified, password_hash, isd_code,
          mobile_number, is_profile_complete)
        values ('entrepreneur', 'Founder', 'Bench', 'founder@bench.test', true, 'x', '1', '4165550000', true)
        returning id`,
  );
  const pitches = await queryRows<{ id: string }>(
    db,
    sql`insert into pitches (owner_id, name_of_pitch, name_of_company, location, short_summary, wow_factor,
          min_per_investor, is_hidden, draft)
        select ${founder?.id}, 'Solar Roofs ' || n, 'Sun Inc', 'Toronto', 'Solar panels for every roof', 'Cheap',
          5000, true, false
        from generate_series(1, ${PUBLISHES}) n returning id`,
  );
  return { founderId: founder?.id ?? '', pitchIds: pitches.map((p) => p.id) };
}

/** The pitch's pitch_visible job once done: ms from its insert to its start, and to its end. */
async function waitForJob(db: Db, pitchId: string, t0: number) {
  for (;;) {
    const [job] = await queryRows<{ waited: number; ran: number }>(
      db,
      sql`select extract(epoch from first_tried_at - created_at) * 1000 as waited,
            extract(epoch from done_at - first_tried_at) * 1000 as ran
          from jobs where kind = 'pitch_visible' and payload->>'pitch_id' = ${pitchId} and done_at is not null`,
    );
    if (job)
      return {
        waited: Number(job.waited),
        ran: Number(job.ran),
        total: Number(job.waited) + Number(job.ran),
      };
    if (performance.now() - t0 > 120_000) throw new Error('alerts not enqueued within 120 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function measure(target: string, database: Database) {
  const log = (text: string) => console.log(`[saved-searches ${target}] ${text}`);
  const { db } = database;
  await seedReference(db);
  await seedSearches(db);
  const { founderId, pitchIds } = await seedPitches(db);
  await db.execute(sql`analyze`);
  log(`${MATCHING} matching and ${OTHERS} other saved searches, ${PUBLISHES} pitches`);

  const { config, dataDir } = benchConfig('saved-searches');
  const { app, mailer, worker } = await assembleApp(config, database);
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const token = createTokens(BENCH_JWT_SECRET).sign({
    sub: founderId,
    kind: 'session',
    userType: 'entrepreneur',
    version: 0,
  });
  const told = async (pitchId: string) => {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from saved_search_hits where pitch_id = ${pitchId}`,
    );
    return row?.n ?? 0;
  };
  const times: number[] = [];
  try {
    for (const pitchId of pitchIds) {
      // measured is the enqueueing, not the sending: the previous publish's e-mails are set aside, so
      // this publish's job is not queued behind them (one worker takes jobs oldest first)
      await db.execute(
        sql`update jobs set done_at = now() where kind in ('alert_mail', 'mail') and done_at is null`,
      );
      const t0 = performance.now();
      const res = await fetch(`${origin}/api/hidePitches`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-api-key': BENCH_API_KEY,
          authorization: `Bearer ${token}`,
          // a fresh connection each time: an idle keep-alive socket may be closed as it is reused
          connection: 'close',
        },
        body: JSON.stringify({ pitch_id: pitchId, value: false }),
      });
      if (res.status !== 200) throw new Error(`/hidePitches answered ${res.status}`);
      // the hits, bell entries and jobs are written in one transaction, the pitch_visible job's: the time is
      // read from the database's clock, from the publish (the job's insert) to the job done, so the
      // bench's own polling (on PGlite, one connection shared with the worker) does not count
      const job = await waitForJob(db, pitchId, t0);
      times.push(job.total);
      if ((await told(pitchId)) !== MATCHING) throw new Error(`told ${await told(pitchId)}, not ${MATCHING}`);
      log(
        `publish ${times.length}: ${job.total.toFixed(0)} ms (waited ${job.waited.toFixed(0)}, ran ${job.ran.toFixed(0)})`,
      );
    }
    const [jobs] = await queryRows<{ mails: number; digests: number; bell: number }>(
      db,
      sql`select (select count(*) from jobs where kind = 'alert_mail')::int as mails,
            (select count(*) from jobs where kind = 'alert_digest')::int as digests,
            (select count(*) from notifications where kind = 'saved_search_match')::int as bell`,
    );
    const sorted = [...times].sort((a, b) => a - b);
    const row = {
      database: target,
      publishes: PUBLISHES,
      'median ms': (sorted[Math.floor(sorted.length / 2)] ?? Number.NaN).toFixed(0),
      'max ms': (sorted.at(-1) ?? Number.NaN).toFixed(0),
      'bell entries': jobs?.bell ?? 0,
      'e-mail jobs': jobs?.mails ?? 0,
      'digest jobs': jobs?.digests ?? 0,
      ok: (sorted.at(-1) ?? Number.POSITIVE_INFINITY) < GOAL_MS,
    };
    log(JSON.stringify(row));
    return row;
  } finally {
    server.close();
    await worker?.stop();
    await mailer.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Runs both databases; false when a publish took 1 s or more. */
export async function benchSavedSearchAlerts(): Promise<boolean> {
  const rows = await onEachDatabase('saved_searches', measure);
  console.log(`\nSaved-search alerts: a publish matching ${MATCHING} of ${MATCHING + OTHERS} saved searches`);
  console.table(rows);
  const ok = rows.every((row) => row.ok);
  console.log(
    ok
      ? `Every publish enqueued its alerts in under ${GOAL_MS} ms.`
      : `A publish took ${GOAL_MS} ms or more.`,
  );
  return ok;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  benchSavedSearchAlerts().then((ok) => process.exit(ok ? 0 : 1));
}
