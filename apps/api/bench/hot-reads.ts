/**
 * Hot reads: throughput of /getFundRaiseData and /getCountries as a share of a bare Express server that
 * answers the same bytes, measured side by side at 20 connections, on PGlite and (with BENCH_DATABASE_URL)
 * PostgreSQL; and p99 latency at 200 connections on PGlite. Goals (issue 11): at least 40% of bare, and a
 * p99 under 1 s. autocannon runs in a child process so the load generator does not share the servers'
 * event loop. The machine may be busy with other work, so app and bare take turns in short slices and
 * their totals are compared: a burst of outside load then hits both alike.
 *
 * BENCH_SECONDS (8): time each server is measured per read, in BENCH_SLICES (4) turns.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { getCountries, getFundRaiseData } from '@angelbridge/contracts';
import express from 'express';
import { assembleApp } from '../src/assemble.js';
import { type Database, openDatabase } from '../src/db/client.js';
import { seedDemo } from '../src/db/seed/demo/index.js';
import { seedReference } from '../src/db/seed/reference.js';
import { localFileStorage } from '../src/storage/file-storage.js';
import { BENCH_API_KEY, benchConfig } from './bench-config.js';
import { onScratchPostgres } from './scratch-postgres.js';

const API_KEY = BENCH_API_KEY;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const SLICES = Math.max(1, Number(process.env.BENCH_SLICES ?? 4));
const RATIO_GOAL = 0.4;
const P99_GOAL_MS = 1000;
const READS = [getFundRaiseData.path, getCountries.path];

interface Load {
  requests: number;
  p99: number;
  errors: number;
  non2xx: number;
}

interface Row {
  database: string;
  read: string;
  app: Load;
  bare: Load;
}

const autocannonBin = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

/** One autocannon run in a child process: POST `{}` with the API key, as the web app calls. */
function hammer(url: string, connections: number, seconds = SECONDS): Promise<Load> {
  return new Promise((resolve, reject) => {
    const args = [
      autocannonBin,
      '--json',
      '-c',
      String(connections),
      '-d',
      String(seconds),
      '-m',
      'POST',
      '-H',
      'content-type=application/json',
      '-H',
      `x-api-key=${API_KEY}`,
      '-b',
      '{}',
      url,
    ];
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) {
        reject(new Error(`autocannon exited with ${code}`));
        return;
      }
      const result = JSON.parse(out) as {
        requests: { average: number };
        latency: { p99: number };
        errors: number;
        timeouts: number;
        non2xx: number;
      };
      resolve({
        requests: result.requests.average,
        p99: result.latency.p99,
        errors: result.errors + result.timeouts,
        non2xx: result.non2xx,
      });
    });
  });
}

/** App and bare in turns; requests per second over all turns, the worst p99 of any turn. */
async function sideBySide(appUrl: string, bareUrl: string) {
  const total = (loads: Load[]): Load => ({
    requests: loads.reduce((sum, l) => sum + l.requests, 0) / loads.length,
    p99: Math.max(...loads.map((l) => l.p99)),
    errors: loads.reduce((sum, l) => sum + l.errors, 0),
    non2xx: loads.reduce((sum, l) => sum + l.non2xx, 0),
  });
  const app: Load[] = [];
  const bare: Load[] = [];
  for (let slice = 0; slice < SLICES; slice++) {
    app.push(await hammer(appUrl, 20, SECONDS / SLICES));
    bare.push(await hammer(bareUrl, 20, SECONDS / SLICES));
  }
  return { app: total(app), bare: total(bare) };
}

async function listen(app: express.Express) {
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** A bare Express server answering each read with the bytes the app answered. */
async function bareTwin(origin: string) {
  const bare = express();
  for (const read of READS) {
    const res = await fetch(`${origin}/api${read}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': API_KEY },
      body: '{}',
    });
    if (res.status !== 200) throw new Error(`${read} answered ${res.status}`);
    const bytes = Buffer.from(await res.arrayBuffer());
    bare.post(`/api${read}`, (_req, reply) => {
      reply.type('application/json').send(bytes);
    });
  }
  return listen(bare);
}

async function measure(target: string, database: Database, p99Too: boolean) {
  const { config, dataDir } = benchConfig('hot');
  const storage = localFileStorage(path.join(dataDir, 'uploads'));
  await seedReference(database.db);
  await seedDemo(database.db, storage);
  const { app, mailer, worker } = await assembleApp(config, database);
  const angel = await listen(app);
  const bare = await bareTwin(angel.origin);
  const rows: Row[] = [];
  const tails: { database: string; read: string; load: Load }[] = [];
  try {
    for (const read of READS) {
      console.log(`[${target}] ${read}: app and bare Express in turns, 20 connections, ${SECONDS} s each`);
      const loads = await sideBySide(`${angel.origin}/api${read}`, `${bare.origin}/api${read}`);
      rows.push({ database: target, read, ...loads });
      if (p99Too) {
        console.log(`[${target}] ${read}: app at 200 connections`);
        tails.push({ database: target, read, load: await hammer(`${angel.origin}/api${read}`, 200) });
      }
    }
  } finally {
    angel.server.close();
    bare.server.close();
    await worker?.stop();
    await mailer.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { rows, tails };
}

/** Runs the hot-read bench, prints its tables; false when a goal is missed. */
export async function benchHotReads(): Promise<boolean> {
  const rows: Row[] = [];
  const tails: { database: string; read: string; load: Load }[] = [];
  const pglite = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
  try {
    const result = await measure('pglite', pglite, true);
    rows.push(...result.rows);
    tails.push(...result.tails);
  } finally {
    await pglite.close();
  }
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (serverUrl)
    rows.push(...(await onScratchPostgres(serverUrl, 'hot', (db) => measure('postgres', db, false))).rows);

  console.log(
    `\nHot reads at 20 connections, ${SECONDS} s each, against bare Express answering the same bytes`,
  );
  console.table(
    rows.map((r) => ({
      database: r.database,
      read: r.read,
      'app req/s': Math.round(r.app.requests),
      'bare req/s': Math.round(r.bare.requests),
      'share of bare': `${Math.round((100 * r.app.requests) / r.bare.requests)}%`,
      'app p99 ms': r.app.p99,
      'errors / non-2xx': `${r.app.errors} / ${r.app.non2xx}`,
    })),
  );
  console.log('Latency at 200 connections (PGlite)');
  console.table(
    tails.map((t) => ({
      database: t.database,
      read: t.read,
      'req/s': Math.round(t.load.requests),
      'p99 ms': t.load.p99,
      'errors / non-2xx': `${t.load.errors} / ${t.load.non2xx}`,
    })),
  );
  const slow = rows.filter((r) => r.app.requests < RATIO_GOAL * r.bare.requests || r.app.non2xx > 0);
  const late = tails.filter((t) => !(t.load.p99 < P99_GOAL_MS) || t.load.errors > 0 || t.load.non2xx > 0);
  for (const r of slow) console.error(`${r.database} ${r.read}: under ${RATIO_GOAL * 100}% of bare Express`);
  for (const t of late)
    console.error(`${t.database} ${t.read}: p99 at or over ${P99_GOAL_MS} ms at 200 connections`);
  return slow.length === 0 && late.length === 0;
}
