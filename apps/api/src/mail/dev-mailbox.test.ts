import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { createLogger } from '../logger.js';
import { startTestApp, type TestApp } from '../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await t.mailer.send({ to: 'owner@example.com', subject: 'Your code', html: '<p>4821</p>', text: '4821' });
  await t.mail.waitFor('owner@example.com');
});
afterAll(() => t.close());

describe('the dev mailbox', () => {
  it('when a browser on this machine asks, then it answers', async () => {
    expect((await t.http.get('/dev/mailbox.json')).status).toBe(200);
  });

  it('when the request comes from another machine through a local proxy, then 404 and no mail', async () => {
    for (const path of ['/dev/mailbox', '/dev/mailbox.json']) {
      const res = await t.http.get(path).set('X-Forwarded-For', '203.0.113.9');
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('4821');
    }
  });

  it('when SMTP_URL is set, then there is no mailbox at all, even for this machine', async () => {
    const config = { ...t.config, smtpUrl: 'smtp://127.0.0.1:2525' };
    const app = createApp({
      config,
      db: t.db,
      dbKind: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
      logger: createLogger(config),
      storage: t.storage,
      mailer: t.mailer,
    });
    const res = await supertest(app).get('/dev/mailbox.json');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('4821');
  });
});
