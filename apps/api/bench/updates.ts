/**
 * Investor updates (issue 34). /publishUpdate to BENCH_UPDATE_RECIPIENTS (2,000) funded investors (completed
 * agreements, money received): the call's time is the time to publish and enqueue (recipients, bell notices and one mail job
 * each, in one transaction). Then /getUpdates for an investor in BENCH_UPDATE_COMPANIES (50) companies that
 * sent them BENCH_UPDATES (1,000) updates (each with three metrics, each also sent to 99 other investors),
 * one call after another. Each beside a raw Node http server in a process of its own answering the same
 * bytes, timed by the same client in a process of its own (call-client.ts). The app runs no worker: the
 * queued mails stay queued, so nothing else runs under the measures. On PGlite, and on PostgreSQL too
 * when BENCH_DATABASE_URL is set.
 * Goals: publishing to 2,000 recipients under 2 s; /getUpdates p50 under 20 ms.
 */
import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { assembleApp } from '../src/assemble.js';
import { type Database, queryRows } from '../src/db/client.js';
import { seedReference } from '../src/db/seed/reference.js';
import { createTokens } from '../src/http/tokens.js';
import { BENCH_API_KEY, BENCH_JWT_SECRET, benchConfig } from './bench-config.js';
import { type Client, startClient } from './client-process.js';
import { rawTwin, record } from './raw-twin.js';
import { onEachDatabase } from './scratch-postgres.js';

const RECIPIENTS = Number(process.env.BENCH_UPDATE_RECIPIENTS ?? 2_000);
const COMPANIES = Number(process.env.BENCH_UPDATE_COMPANIES ?? 50);
const UPDATES = Number(process.env.BENCH_UPDATES ?? 1_000);
const OTHER_READERS = 99;
const READS = Number(process.env.BENCH_UPDATE_READS ?? 300);
const WARM_UP = 20;
const PUBLISH_GOAL_MS = 2_000;
const READ_P50_GOAL_MS = 20;

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
const ids = (rows: { id: string }[]) => `{${rows.map((r) => r.id).join(',')}}`;

interface Person {
  id: string;
  version: number;
}

const people = (db: Database['db'], kind: string, prefix: string, n: number) =>
  queryRows<Person>(
    db,
    sql`insert into users (user_type, first_name, last_name, email, email_verified, password_hash, isd_code,
          mobile_number, is_profile_complete)
        select ${kind}, 'Bench', ${prefix} || g, ${prefix} || g || '@bench.test', true, '!', '1', '4165550000', true
        from generate_series(1, ${n}) g
        returning id, token_version as version`,
  );

const pitchesOf = (db: Database['db'], owners: Person[], name: string) =>
  queryRows<{ id: string }>(
    db,
    sql`insert into pitches (owner_id, name_of_pitch, name_of_company, location, short_summary, target,
          min_per_investor, wow_factor, why_invent, draft, is_hidden, instrument)
        select o.id::uuid, ${name} || ' ' || n, 'Bench Inc.', 'Toronto', 'A bench pitch.', 1000000, 1000, 'w', 'y',
          false, false, 'safe'
        from unnest(${ids(owners)}::text[]) with ordinality as o(id, n)
        returning id`,
  );

/** A founder's pitch whose `n` investors are funded: each signed a completed agreement, the money arrived. */
async function aSignedRound(db: Database['db'], label: string, n: number) {
  const [founder] = await people(db, 'entrepreneur', `${label}-founder`, 1);
  if (!founder) throw new Error('no founder');
  const [pitch] = await pitchesOf(db, [founder], label);
  const investors = await people(db, 'investor', `${label}-investor`, n);
  if (!pitch) throw new Error('no pitch');
  await db.execute(
    sql`insert into commitments (pitch_id, investor_id, amount, status, amount_received, received_on, funded_at)
        select ${pitch.id}, id::uuid, 10000, 'funded', 10000, current_date, now()
        from unnest(${ids(investors)}::text[]) id`,
  );
  const docs = await queryRows<{ id: string }>(
    db,
    sql`insert into agreement_documents (pitch_id, kind, url, sha256, byte_size, page_count)
        values (${pitch.id}, 'agreement', ${`/uploads/${label}-agreement.pdf`}, repeat('a', 64), 1, 1),
          (${pitch.id}, 'completed', ${`/uploads/${label}-completed.pdf`}, md5(${label}) || md5(${label}), 1, 1)
        returning id`,
  );
  await db.execute(
    sql`insert into agreements (commitment_id, pitch_id, investor_id, founder_id, terms_version, status, fields,
          document_id, completed_document_id, completed_at)
        select c.id, c.pitch_id, c.investor_id, ${founder.id}, 1, 'completed', '{}'::jsonb, ${docs[0]?.id},
          ${docs[1]?.id}, now()
        from commitments c where c.pitch_id = ${pitch.id}`,
  );
  return { founder, pitchId: pitch.id };
}

/** An investor who received UPDATES updates (with three metrics each) from COMPANIES companies. */
async function aReadersFeed(db: Database['db']) {
  const founders = await people(db, 'entrepreneur', 'feed-founder', COMPANIES);
  const pitches = await pitchesOf(db, founders, 'Company');
  const [reader, ...others] = await people(db, 'investor', 'feed-reader', 1 + OTHER_READERS);
  if (!reader) throw new Error('no reader');
  const perCompany = Math.ceil(UPDATES / COMPANIES);
  await db.execute(
    sql`insert into investor_updates (pitch_id, title, body, audience, status, created_at, updated_at, published_at)
        select p.id::uuid, 'Monthly update ' || g, repeat('We grew again this month. ', 80), 'investors',
          'published', t.at, t.at, t.at
        from unnest(${ids(pitches)}::text[]) with ordinality as p(id, n)
        cross join generate_series(1, ${perCompany}) g
        cross join lateral (select now() - (g * 30 + p.n) * interval '1 day' as at) t
        limit ${UPDATES}`,
  );
  await db.execute(
    sql`insert into update_metrics (update_id, position, key, label, value, unit, period)
        select u.id, k.position, k.key, k.label, (1000 + random() * 100000)::int, k.unit,
          to_char(u.published_at, 'YYYY-MM')
        from investor_updates u
        cross join (values (0, 'mrr', 'MRR', 'currency'), (1, 'customers', 'Customers', 'count'),
          (2, 'burn', 'Burn', 'currency')) as k(position, key, label, unit)
        where u.title like 'Monthly update %'`,
  );
  await db.execute(
    sql`insert into update_recipients (update_id, user_id, pitch_id, relation, published_at, read_at)
        select u.id, r.id::uuid, u.pitch_id, 'investor', u.published_at,
          case when random() < 0.7 then u.published_at + interval '1 day' end
        from investor_updates u cross join unnest(${ids([reader, ...others])}::text[]) r(id)
        where u.title like 'Monthly update %'`,
  );
  return reader;
}

async function measure(target: string, database: Database, client: Client) {
  const log = (text: string) => console.log(`[updates ${target}] ${text}`);
  const { db } = database;
  await seedReference(db);
  let started = performance.now();
  const warm = await aSignedRound(db, 'warm', 20);
  const round = await aSignedRound(db, 'bench', RECIPIENTS);
  const reader = await aReadersFeed(db);
  await db.execute(sql`analyze`);
  log(`seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const { config, dataDir } = benchConfig('updates');
  const { app, mailer } = await assembleApp(config, database, { mailWorker: false });
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const signer = createTokens(BENCH_JWT_SECRET);
  const headers = (p: Person, userType: 'entrepreneur' | 'investor') => ({
    'content-type': 'application/json',
    'x-api-key': BENCH_API_KEY,
    authorization: `Bearer ${signer.sign({ sub: p.id, kind: 'session', userType, version: p.version })}`,
    'accept-encoding': 'gzip, deflate, br',
  });
  const post = async (path: string, who: Record<string, string>, body: object) => {
    const res = await fetch(`${origin}/api${path}`, {
      method: 'POST',
      headers: who,
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as Record<string, unknown>;
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(json)}`);
    return json;
  };
  const draftOf = async (founder: Record<string, string>, pitchId: string) => {
    const metrics = [
      { key: 'mrr', label: 'MRR', value: 42_000, unit: 'currency', period: '2026-03' },
      { key: 'customers', label: 'Customers', value: 120, unit: 'count', period: '2026-03' },
    ];
    const saved = await post('/saveUpdate', founder, {
      pitch_id: pitchId,
      title: 'March update',
      body: 'We grew again.',
      audience: 'investors',
      metrics,
    });
    return JSON.stringify({ update_id: (saved.update as { _id: string })._id });
  };
  let twin: Awaited<ReturnType<typeof rawTwin>> | undefined;
  try {
    const founder = headers(round.founder, 'entrepreneur');
    // warm: the statements planned and the code loaded by a small publication first
    const warmFounder = headers(warm.founder, 'entrepreneur');
    await record(origin, '/api/publishUpdate', warmFounder, await draftOf(warmFounder, warm.pitchId));
    const publishBody = await draftOf(founder, round.pitchId);
    started = performance.now();
    const published = await record(origin, '/api/publishUpdate', founder, publishBody);
    const publishMs = performance.now() - started;
    const [queued] = await queryRows<{ mails: number; recipients: number }>(
      db,
      sql`select (select count(*) from jobs where key like 'mail:investor-update:%')::int as mails,
            (select count(*) from update_recipients r join investor_updates u on u.id = r.update_id
              where u.pitch_id = ${round.pitchId})::int as recipients`,
    );
    log(
      `published to ${queued?.recipients} recipients in ${publishMs.toFixed(0)} ms (${queued?.mails} mail jobs queued in all)`,
    );

    const readerHeaders = headers(reader, 'investor');
    const reads = async (base: string) => {
      const url = `${base}/api/getUpdates`;
      const caller = (n: number) => ({
        headers: readerHeaders,
        bodies: Array.from({ length: n }, () => '{}'),
      });
      await client.run({ url, callers: [caller(WARM_UP)] });
      return client.run({ url, callers: [caller(READS)] });
    };
    const appReads = await reads(origin);
    twin = await rawTwin([await record(origin, '/api/getUpdates', readerHeaders, '{}'), published]);
    const rawReads = await reads(twin.origin);
    const rawPublish = await client.run({
      url: `${twin.origin}/api/publishUpdate`,
      callers: [{ headers: founder, bodies: Array.from({ length: WARM_UP }, () => publishBody) }],
    });
    return { database: target, publishMs, rawPublish, appReads, rawReads };
  } finally {
    twin?.child.kill();
    server.close();
    await mailer.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Runs on PGlite and (with BENCH_DATABASE_URL) PostgreSQL; false when a goal is missed. */
export async function benchUpdates(): Promise<boolean> {
  const client = await startClient();
  const results: Awaited<ReturnType<typeof measure>>[] = [];
  try {
    results.push(...(await onEachDatabase('updates', (target, db) => measure(target, db, client))));
  } finally {
    client.stop();
  }
  console.log(
    `\nInvestor updates: publishing to ${RECIPIENTS} recipients; /getUpdates for an investor in ${COMPANIES} companies with ${UPDATES} updates, ${READS} calls one after another`,
  );
  console.table(
    results.flatMap((r) => [
      {
        database: r.database,
        what: `/publishUpdate to ${RECIPIENTS} (ms)`,
        app: r.publishMs.toFixed(0),
        'app p95': '',
        'raw http': quantile(r.rawPublish, 0.5).toFixed(1),
        goal: `< ${PUBLISH_GOAL_MS}`,
      },
      {
        database: r.database,
        what: '/getUpdates p50 (ms)',
        app: quantile(r.appReads, 0.5).toFixed(1),
        'app p95': quantile(r.appReads, 0.95).toFixed(1),
        'raw http': quantile(r.rawReads, 0.5).toFixed(1),
        goal: `< ${READ_P50_GOAL_MS}`,
      },
    ]),
  );
  const missed = results.flatMap((r) => [
    ...(r.publishMs < PUBLISH_GOAL_MS ? [] : [`${r.database} publish`]),
    ...(quantile(r.appReads, 0.5) < READ_P50_GOAL_MS ? [] : [`${r.database} getUpdates`]),
  ]);
  if (missed.length) console.error(`Goal missed: ${missed.join(', ')}`);
  return missed.length === 0;
}
