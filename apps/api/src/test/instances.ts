import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Endpoint, getFundRaiseData } from '@angelbridge/contracts';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import supertest from 'supertest';
import { afterEach } from 'vitest';
import { freshDatabase, TEST_API_KEY } from './harness.js';

const API_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const INSTANCE_JWT_SECRET = 'instances-secret-that-is-long-enough-for-hs256';

/** A port nobody listens on now (the OS picks it; the child takes it a moment later). */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface Instance {
  name: string;
  base: string;
  http: ReturnType<typeof supertest>;
  /** POST /api<path> with the API key (and a bearer token when given), as TestApp.call does. */
  call(endpoint: Endpoint | string, body?: object, options?: { token?: string }): supertest.Test;
  /** Everything the process wrote to stdout and stderr. */
  output(): string;
  stop(): Promise<void>;
  /** kill -9: no shutdown, no goodbye to the database or the SMTP server; resolves once it is gone. */
  kill(): Promise<void>;
}

/**
 * One API process as it runs in production (`src/main.ts` through tsx, on the Node running the tests),
 * on its own port. Resolves once its /api/health answers 200; rejects with its output if it exits first.
 */
export async function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join('src', 'main.ts')], {
    cwd: API_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      // 'test' silences the log, which is what a failing run must show
      NODE_ENV: 'development',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      API_KEY: TEST_API_KEY,
      JWT_SECRET: INSTANCE_JWT_SECRET,
      // the tests name their clients with X-Forwarded-For, as a local proxy would (the default trusts none)
      TRUST_PROXY: 'loopback',
      ...env,
      HOST: '127.0.0.1',
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = once(child, 'exit');
  const base = `http://127.0.0.1:${port}`;
  const http = supertest(base);
  const instance: Instance = {
    name,
    base,
    http,
    call(endpoint, body = {}, options = {}) {
      const pathname = typeof endpoint === 'string' ? endpoint : endpoint.path;
      let request = http.post(`/api${pathname}`).set('x-api-key', TEST_API_KEY);
      if (options.token) request = request.set('Authorization', `Bearer ${options.token}`);
      return request.send(body);
    },
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      // main.ts ends its streams and closes the database; a stuck one is killed outright
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGKILL');
      await exited;
    },
  };
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  // Connection refused until the process listens: ask again shortly after each refusal, never sleep blind.
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (gone) throw new Error(`${name} exited before it answered /api/health:\n${output}`);
    if (Date.now() > deadline) {
      await instance.stop();
      throw new Error(`${name} did not answer /api/health within 60 s:\n${output}`);
    }
    const health = await fetch(`${base}/api/health`).catch(() => null);
    if (health?.status === 200) return instance;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Asks `probe` until it returns true, for at most `timeoutMs`: for changes that reach the other instance
 * through PostgreSQL's NOTIFY, a moment after the writing call has answered.
 */
export async function eventually(probe: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await probe()) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export interface CaughtSmtpMail {
  to: string[];
  subject: string;
  text: string;
}

/**
 * A real SMTP server on a fixed loopback port that can be stopped and started again on that port, so
 * the instances' SMTP_URL stays the same while mail is down.
 */
export async function startSmtpCatcher() {
  const port = await freePort();
  const caught: CaughtSmtpMail[] = [];
  const waiters = new Set<() => void>();
  let server: SMTPServer | null = null;

  const start = async () => {
    const s = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((parsed) => {
            caught.push({
              to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
            });
            for (const wake of waiters) wake();
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
    await new Promise<void>((resolve, reject) => {
      s.server.once('error', reject);
      s.listen(port, '127.0.0.1', () => resolve());
    });
    server = s;
  };
  await start();

  const mailTo = (to: string) => caught.filter((mail) => mail.to.includes(to.toLowerCase()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    mailTo,
    /** Resolves with the first mail to `to` (already caught or still to come); a test's timeout bounds it. */
    async waitFor(to: string): Promise<CaughtSmtpMail> {
      for (;;) {
        const [first] = mailTo(to);
        if (first) return first;
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            resolve();
          };
          waiters.add(wake);
        });
      }
    },
    /** Refuses connections from now on, as an SMTP server that is down. */
    async stop() {
      const s = server;
      server = null;
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
    restart: start,
  };
}

export type SmtpCatcher = Awaited<ReturnType<typeof startSmtpCatcher>>;

/** After each failed test of the calling file, the instances' output: their logs say why. */
export function showOutputOnFailure(instances: readonly Instance[]): void {
  afterEach((context) => {
    if (context.task.result?.state !== 'fail') return;
    for (const instance of instances)
      console.error(`--- output of instance ${instance.name} ---\n${instance.output()}`);
  });
}

/** The ids of the pitches on an instance's public home-page list. */
export async function publicPitchIds(instance: Instance): Promise<string[]> {
  const { body } = await instance.call(getFundRaiseData);
  return (body.investment_data.pitch_data as { _id: string }[]).map((p) => p._id);
}

/** A pitch's server-rendered page, as a browser asks for it. */
export async function pageOf(instance: Instance, pitchId: string) {
  const res = await fetch(`${instance.base}/project/${pitchId}`, { headers: { accept: 'text/html' } });
  return { status: res.status, html: await res.text() };
}

/** A fresh PostgreSQL database for instances to share, with its URL (PGlite belongs to one process). */
export async function sharedDatabase() {
  if (!process.env.TEST_DATABASE_URL)
    throw new Error('Two instances share one PostgreSQL: set TEST_DATABASE_URL (see .ci/run).');
  const fresh = await freshDatabase();
  if (!fresh.url) throw new Error('The test database is not on PostgreSQL.');
  return { ...fresh, url: fresh.url };
}
