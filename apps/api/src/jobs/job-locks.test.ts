import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_LOCK_MS_BY_KIND } from '../assemble.js';
import { queryRows } from '../db/client.js';
import { MAIL_JOB } from '../mail/mail-queue.js';
import { startTestApp, type TestApp } from '../test/harness.js';
import { waitUntil } from '../test/wait.js';
import { enqueueJob, startJobWorker } from './index.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { mailWorker: false });
});
afterAll(() => t.close());

describe('job locks', () => {
  it('when a worker holds a mail, then its lock is what one send takes (30 s), and other kinds keep 5 minutes', async () => {
    const releases: (() => void)[] = [];
    const hold = () =>
      new Promise<void>((resolve) => {
        releases.push(resolve);
      });
    // the worker as the app starts it: a send killed mid-way is sent again after 30 s, not 290 s
    const worker = await startJobWorker({
      db: t.db,
      logger: pino({ level: 'silent' }),
      handlers: { [MAIL_JOB]: hold, 'lock-test': hold },
      retryFirstMs: 20,
      retryMaxMs: 200,
      giveUpMs: 60_000,
      pollMs: 50,
      lockMsByKind: JOB_LOCK_MS_BY_KIND,
    });
    try {
      await enqueueJob(t.db, { kind: 'lock-test', key: 'lock-test:1', payload: {} });
      await enqueueJob(t.db, { kind: MAIL_JOB, key: 'mail:lock-test', payload: {} });
      const locks = () =>
        queryRows<{ kind: string; seconds: number }>(
          t.db,
          sql`select kind, extract(epoch from locked_until - now())::float8 as seconds
              from jobs where key in ('lock-test:1', 'mail:lock-test') and locked_until is not null`,
        );
      // one job at a time: the first is held until released, then the second
      await waitUntil(async () => (await locks()).length === 1, 'the first job claimed');
      const [first] = await locks();
      releases[0]?.();
      await waitUntil(
        async () => (await locks()).some((l) => l.kind !== first?.kind),
        'the second job claimed',
      );
      const byKind = Object.fromEntries([first, ...(await locks())].map((l) => [l?.kind, l?.seconds]));
      expect(byKind[MAIL_JOB]).toBeGreaterThan(20);
      expect(byKind[MAIL_JOB]).toBeLessThanOrEqual(30);
      expect(byKind['lock-test']).toBeGreaterThan(240);
      expect(byKind['lock-test']).toBeLessThanOrEqual(300);
    } finally {
      for (const release of releases) release();
      await worker.stop();
    }
  });
});
