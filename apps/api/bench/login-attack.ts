/**
 * The login part of `pnpm bench` (issue 17), as an attacker runs it against the app served on loopback:
 * - rotating addresses: BENCH_LOGIN_CONNECTIONS (20) parallel connections guess one account's password,
 *   each guess from a new client address (X-Forwarded-For through the trusted loopback proxy);
 * - spraying: the same connections from ONE address, each guess on another account.
 * Each runs BENCH_SECONDS (60). A 401 is a password check the attacker reached (bcrypt at cost 12, as in
 * production); a 429 was refused before any check. Reports the checks reached and the checks per hour
 * they extrapolate to: those reached, plus the attacker's steady rate kept up for the rest of the hour
 * (checks of tries sent after the first refusal; without refusals, the rate of the run's last third).
 * A run too short to spend the budget extrapolates its full rate: give it the default 60 s. Goal: at most 100 per hour (ASVS V2.2.1). Afterwards the owner signs in from the browser they
 * used before (its device cookie) and must get in. On PGlite, and on PostgreSQL with BENCH_DATABASE_URL.
 * Exits 1 (through process.exitCode) when a goal is missed.
 */
import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { assembleApp } from '../src/assemble.js';
import type { Database } from '../src/db/client.js';
import { seedReference } from '../src/db/seed/reference.js';
import { BENCH_API_KEY, benchConfig } from './bench-config.js';
import { onEachDatabase } from './scratch-postgres.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.BENCH_LOGIN_CONNECTIONS ?? 20);
const GOAL_PER_HOUR = 100;
const OWNER_PASSWORD = 'Owner@Bench7';

interface AttackResult {
  database: string;
  attack: string;
  checks: number;
  refused: number;
  other: number;
  perHour: number;
  /** Seconds into the attack of its first 429, and of its last password check. */
  firstRefusal: number | null;
  lastCheck: number | null;
}

function client(base: string) {
  return async (path: string, body: object, headers: Record<string, string> = {}) => {
    const res = await fetch(`${base}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': BENCH_API_KEY, ...headers },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown>, headers: res.headers };
  };
}

type Call = ReturnType<typeof client>;

let addressCount = 0;
const nextAddress = () => {
  addressCount += 1;
  return `10.${(addressCount >> 16) & 255}.${(addressCount >> 8) & 255}.${addressCount & 255}`;
};

/** CONNECTIONS loops guessing for SECONDS; `guess(i)` makes the i-th try's body and headers. */
async function attack(
  call: Call,
  guess: (i: number) => { body: object; headers: Record<string, string> },
): Promise<Omit<AttackResult, 'database' | 'attack'>> {
  const started = Date.now();
  const ends = started + SECONDS * 1000;
  let tries = 0;
  let refused = 0;
  let other = 0;
  /** When each password check was asked for and answered, in seconds into the attack. */
  const checked: { sent: number; at: number }[] = [];
  let firstRefusal: number | null = null;
  const loop = async () => {
    while (Date.now() < ends) {
      tries += 1;
      const { body, headers } = guess(tries);
      const sent = (Date.now() - started) / 1000;
      const res = await call('/doLogin', body, headers);
      const at = (Date.now() - started) / 1000;
      if (res.status === 401) checked.push({ sent, at });
      else if (res.status === 429) {
        refused += 1;
        firstRefusal ??= at;
      } else other += 1;
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, loop));
  const elapsed = (Date.now() - started) / 1000;
  // the attacker's steady rate: once refused, the checks of tries sent after the first refusal (those
  // sent before may still be answering, bcrypt queues on a busy machine); else the run's last third
  const from = firstRefusal ?? elapsed - elapsed / 3;
  const late = checked.filter((c) => (firstRefusal === null ? c.at : c.sent) >= from).length;
  const steady = late / Math.max(1, elapsed - from);
  return {
    checks: checked.length,
    refused,
    other,
    firstRefusal,
    lastCheck: checked.length ? Math.max(...checked.map((c) => c.at)) : null,
    perHour: Math.round(checked.length + steady * Math.max(0, 3600 - elapsed)),
  };
}

async function measure(target: string, database: Database): Promise<AttackResult[]> {
  await seedReference(database.db);
  const { config, dataDir } = benchConfig('login-attack');
  const { app, mailer, worker } = await assembleApp(config, database);
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const call = client(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  const log = (text: string) => console.log(`[login ${target}] ${text}`);
  try {
    const countries = (await call('/getCountries', {})).body.country_data as {
      _id: string;
      alpha_2: string;
      isd_code: string;
    }[];
    const canada = countries.find((c) => c.alpha_2 === 'CA');
    if (!canada) throw new Error('Canada is not seeded');
    const email = 'owner@bench.example';
    const registered = await call('/doRegister', {
      first_name: 'Olive',
      last_name: 'Owner',
      email,
      mobile_number: '4165550100',
      country_id: canada._id,
      isd_code: canada.isd_code,
      password: OWNER_PASSWORD,
      cPassword: OWNER_PASSWORD,
      user_type: 'investor',
    });
    if (registered.status !== 200) throw new Error(`sign-up answered ${registered.status}`);
    // the owner signed in from this browser before: it keeps the device cookie
    const before = await call(
      '/doLogin',
      { email, password: OWNER_PASSWORD },
      { 'x-forwarded-for': nextAddress() },
    );
    const deviceCookie = before.headers
      .getSetCookie()
      .find((c) => c.startsWith('ab_device='))
      ?.split(';')[0];
    if (before.status !== 200 || !deviceCookie)
      throw new Error('the owner could not sign in before the attack');

    log(`rotating addresses: ${CONNECTIONS} connections guess ${email} for ${SECONDS} s`);
    const rotating = await attack(call, (i) => ({
      body: { email, password: `Guess@${i}x` },
      headers: { 'x-forwarded-for': nextAddress() },
    }));
    const owner = await call(
      '/doLogin',
      { email, password: OWNER_PASSWORD },
      { cookie: deviceCookie, 'x-forwarded-for': nextAddress() },
    );
    const stranger = await call(
      '/doLogin',
      { email, password: OWNER_PASSWORD },
      { 'x-forwarded-for': nextAddress() },
    );
    log(
      `afterwards the owner's known device answers ${owner.status}; the right password from a new device ${stranger.status}`,
    );
    if (owner.status !== 200) {
      console.error(`[login ${target}] the owner was locked out (${owner.status})`);
      process.exitCode = 1;
    }

    const sprayer = nextAddress();
    log(
      `spraying: ${CONNECTIONS} connections from one address guess a new account each time, for ${SECONDS} s`,
    );
    const spraying = await attack(call, (i) => ({
      body: { email: `person${i}@spray.example`, password: 'Spring@2024' },
      headers: { 'x-forwarded-for': sprayer },
    }));
    return [
      { database: target, attack: 'one account, rotating addresses', ...rotating },
      { database: target, attack: 'one address, many accounts', ...spraying },
    ];
  } finally {
    server.close();
    await worker?.stop();
    await mailer.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Runs both attacks and prints the table; false when an attack reaches more than the goal per hour. */
export async function benchLoginAttack(): Promise<boolean> {
  const results: AttackResult[] = (await onEachDatabase('login', measure)).flat();

  console.log(
    `\nLogin attacks, ${CONNECTIONS} parallel connections, ${SECONDS} s each (goal: at most ${GOAL_PER_HOUR} checks per hour)`,
  );
  console.table(
    results.map((r) => ({
      database: r.database,
      attack: r.attack,
      'password checks reached': r.checks,
      'refused before the check': r.refused,
      'other answers': r.other,
      'first 429 after s': r.firstRefusal?.toFixed(1) ?? 'none',
      'last check after s': r.lastCheck?.toFixed(1) ?? 'none',
      'checks per hour (extrapolated)': r.perHour,
    })),
  );
  const over = results.filter((r) => r.perHour > GOAL_PER_HOUR || r.other > 0);
  for (const r of over)
    console.error(`${r.attack} on ${r.database}: ${r.perHour} checks per hour, ${r.other} other answers`);
  return over.length === 0;
}
