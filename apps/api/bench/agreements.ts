/**
 * Agreements (issue 33): closing a round with BENCH_AGREEMENTS (200) closing commitments makes its 200
 * agreements (each a PDF made, stored and hashed, through the queue): the time from /closeRound to the
 * last one. Then /signAgreement: the investors sign (half one after another, the goal's measure; half ten
 * at once, for information), then the founder signs each one in turn, which completes it inline
 * (certificate page, completed PDF stored, two mails queued). Each beside a
 * raw Node http server, in a process of its own, answering the same bytes at the same concurrency. On
 * PGlite, and on PostgreSQL too when BENCH_DATABASE_URL is set.
 * Goals: 200 agreements in under 60 s; /signAgreement p99 under 300 ms, completion included.
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
import { rawTwin, record } from './raw-twin.js';
import { onEachDatabase } from './scratch-postgres.js';

const AGREEMENTS = Number(process.env.BENCH_AGREEMENTS ?? 200);
const SIGNERS_AT_ONCE = 10;
const CREATION_GOAL_S = 60;
const SIGN_P99_GOAL_MS = 300;

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;

interface Person {
  id: string;
  version: number;
  name: string;
}

/** A founder, their SAFE pitch, and AGREEMENTS investors whose commitments the founder accepted. */
async function seedRound(database: Database) {
  const { db } = database;
  const people = (kind: string, n: number) =>
    queryRows<Person>(
      db,
      sql`insert into users (user_type, first_name, last_name, email, email_verified, password_hash, isd_code,
            mobile_number, is_profile_complete)
          select ${kind}, 'Bench', ${kind} || g, ${kind} || g || '@bench.test', true, '!', '1', '4165550000', true
          from generate_series(1, ${n}) g
          returning id, token_version as version, first_name || ' ' || last_name as name`,
    );
  const [founder] = await people('entrepreneur', 1);
  const investors = await people('investor', AGREEMENTS);
  if (!founder) throw new Error('no founder');
  const [pitch] = await queryRows<{ id: string }>(
    db,
    sql`insert into pitches (owner_id, name_of_pitch, name_of_company, location, short_summary, target,
          min_per_investor, wow_factor, why_invent, draft, is_hidden, instrument)
        values (${founder.id}, 'Bench Agreements', 'Bench Inc.', 'Toronto', 'A round of 200.', 100000000, 1000,
          'w', 'y', false, false, 'safe')
        returning id`,
  );
  if (!pitch) throw new Error('no pitch');
  await db.execute(sql`insert into pitch_rounds (pitch_id) values (${pitch.id})`);
  await db.execute(
    sql`insert into commitments (pitch_id, investor_id, amount, status)
        select ${pitch.id}, id::uuid, 10000 + n * 100, 'accepted'
        from unnest(${`{${investors.map((i) => i.id).join(',')}}`}::text[]) with ordinality as t(id, n)`,
  );
  const [country] = await queryRows<{ id: string }>(db, sql`select id from countries order by name limit 1`);
  await db.execute(sql`analyze`);
  const signer = createTokens(BENCH_JWT_SECRET);
  const sign = (p: Person, userType: 'entrepreneur' | 'investor') =>
    signer.sign({ sub: p.id, kind: 'session', userType, version: p.version });
  return {
    pitchId: pitch.id,
    countryId: country?.id ?? '',
    founder: { ...founder, token: sign(founder, 'entrepreneur') },
    investors: investors.map((i) => ({ ...i, token: sign(i, 'investor') })),
  };
}

async function measure(target: string, database: Database) {
  const log = (text: string) => console.log(`[agreements ${target}] ${text}`);
  await seedReference(database.db);
  const round = await seedRound(database);
  const { config, dataDir } = benchConfig('agreements');
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
    const text = await res.text();
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${text.slice(0, 300)}`);
    return performance.now() - t0;
  };
  const inBatches = async <T>(items: T[], size: number, run: (item: T) => Promise<number>) => {
    const times: number[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: size }, async () => {
        while (next < items.length) times.push(await run(items[next++] as T));
      }),
    );
    return times.sort((a, b) => a - b);
  };
  const agreements = () =>
    queryRows<{ id: string; investor_id: string; sha256: string }>(
      database.db,
      sql`select a.id, a.investor_id, d.sha256 from agreements a join agreement_documents d on d.id = a.document_id
          where a.pitch_id = ${round.pitchId} and a.status <> 'voided'`,
    );
  let twin: Awaited<ReturnType<typeof rawTwin>> | undefined;
  try {
    const terms = JSON.stringify({
      pitch_id: round.pitchId,
      company_legal_name: 'Bench Inc.',
      incorporation: { country_id: round.countryId, region: 'Ontario' },
      governing_law: 'Ontario, Canada',
      signatory_name: round.founder.name,
      signatory_title: 'CEO',
      instrument_terms: { valuation_cap: 8_000_000, discount_percent: 20, mfn: true },
    });
    await timed(`${origin}/api/setRoundTerms`, round.founder.token, terms);
    const closeBody = JSON.stringify({ pitch_id: round.pitchId });
    const started = performance.now();
    const closeMs = await timed(`${origin}/api/closeRound`, round.founder.token, closeBody);
    while ((await agreements()).length < AGREEMENTS) await new Promise((resolve) => setTimeout(resolve, 50));
    const creationS = (performance.now() - started) / 1000;
    log(
      `${AGREEMENTS} agreements in ${creationS.toFixed(1)} s (closeRound answered in ${closeMs.toFixed(0)} ms)`,
    );
    const made = await agreements();
    const byInvestor = new Map(round.investors.map((i) => [i.id, i]));
    const signBody = (row: { id: string; sha256: string }, name: string) =>
      JSON.stringify({ agreement_id: row.id, signed_name: name, consent: true, sha256: row.sha256 });
    const investorSign = (row: { id: string; investor_id: string; sha256: string }) => {
      const investor = byInvestor.get(row.investor_id);
      if (!investor) throw new Error('unknown investor');
      return timed(`${origin}/api/signAgreement`, investor.token, signBody(row, investor.name));
    };
    const half = Math.floor(made.length / 2);
    // the goal's measure: one signature after another; then, for information, ten investors at once
    const investorSigns = await inBatches(made.slice(0, half), 1, investorSign);
    const investorBurst = await inBatches(made.slice(half), SIGNERS_AT_ONCE, investorSign);
    const founderSigns = await inBatches(made, 1, (row) =>
      timed(`${origin}/api/signAgreement`, round.founder.token, signBody(row, round.founder.name)),
    );
    const [first] = made;
    if (!first) throw new Error('no agreement');
    // the baseline answers the bytes of the agreement as the founder reads it: the sign call's answer, the
    // same agreement, once every call is done (a sign call recorded now would be a 409)
    twin = await rawTwin([
      await record(
        origin,
        '/api/getAgreement',
        headers(round.founder.token),
        JSON.stringify({ agreement_id: first.id }),
      ),
    ]);
    const raw = `${twin.origin}/api/getAgreement`;
    const rawOne = await inBatches(made, 1, () => timed(raw, round.founder.token, '{}'));
    const rawSigns = await inBatches(made, SIGNERS_AT_ONCE, () => timed(raw, round.founder.token, '{}'));
    return {
      database: target,
      creationS,
      closeMs,
      investorSigns,
      investorBurst,
      founderSigns,
      rawOne,
      rawSigns,
    };
  } finally {
    twin?.child.kill();
    server.close();
    await worker?.stop();
    await mailer.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Runs on PGlite and (with BENCH_DATABASE_URL) PostgreSQL; false when a goal is missed. */
export async function benchAgreements(): Promise<boolean> {
  const results = await onEachDatabase('agreements', measure);
  console.log(
    `\nAgreements: closing a round of ${AGREEMENTS}; signatures one after another (and investors ${SIGNERS_AT_ONCE} at once)`,
  );
  console.table(
    results.flatMap((r) => [
      {
        database: r.database,
        what: `${AGREEMENTS} agreements made (s)`,
        value: r.creationS.toFixed(1),
        'p99 ms': '',
        'raw http p50 ms': '',
        'raw http p99 ms': '',
      },
      {
        database: r.database,
        what: '/signAgreement investor p50',
        value: quantile(r.investorSigns, 0.5).toFixed(1),
        'p99 ms': quantile(r.investorSigns, 0.99).toFixed(1),
        'raw http p50 ms': quantile(r.rawOne, 0.5).toFixed(1),
        'raw http p99 ms': quantile(r.rawOne, 0.99).toFixed(1),
      },
      {
        database: r.database,
        what: `/signAgreement investor, ${SIGNERS_AT_ONCE} at once, p50`,
        value: quantile(r.investorBurst, 0.5).toFixed(1),
        'p99 ms': quantile(r.investorBurst, 0.99).toFixed(1),
        'raw http p50 ms': quantile(r.rawSigns, 0.5).toFixed(1),
        'raw http p99 ms': quantile(r.rawSigns, 0.99).toFixed(1),
      },
      {
        database: r.database,
        what: '/signAgreement founder + completion p50',
        value: quantile(r.founderSigns, 0.5).toFixed(1),
        'p99 ms': quantile(r.founderSigns, 0.99).toFixed(1),
        'raw http p50 ms': quantile(r.rawOne, 0.5).toFixed(1),
        'raw http p99 ms': quantile(r.rawOne, 0.99).toFixed(1),
      },
    ]),
  );
  const missed = results.flatMap((r) => [
    ...(r.creationS < CREATION_GOAL_S ? [] : [`${r.database} creation`]),
    ...(quantile(r.investorSigns, 0.99) < SIGN_P99_GOAL_MS ? [] : [`${r.database} investor sign`]),
    ...(quantile(r.founderSigns, 0.99) < SIGN_P99_GOAL_MS ? [] : [`${r.database} founder sign`]),
  ]);
  if (missed.length) console.error(`Goal missed: ${missed.join(', ')}`);
  return missed.length === 0;
}
