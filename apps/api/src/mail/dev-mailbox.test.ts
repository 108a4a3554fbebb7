import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { createLimitedServer } from '../http/server-limits.js';
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

  it('when the request comes from another machine through a local proxy, then the 404 of a page that does not exist', async () => {
    const missing = await t.http.get('/dev/no-such-page');
    for (const path of ['/dev/mailbox', '/dev/mailbox.json']) {
      const res = await t.http.get(path).set('X-Forwarded-For', '203.0.113.9');
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('4821');
      expect(res.text.replace(path, '')).toBe(missing.text.replace('/dev/no-such-page', ''));
    }
  });

  it('when a hostile domain rebinds its name to this machine (Host: evil.example), then 404 and no mail', async () => {
    for (const path of ['/dev/mailbox', '/dev/mailbox.json']) {
      for (const host of [
        'evil.example:4101',
        'evil.example',
        'localhost.evil.example',
        '127.0.0.1.nip.io:4101',
      ]) {
        const res = await t.http.get(path).set('Host', host);
        expect(res.status, `${path} with Host ${host}`).toBe(404);
        expect(res.text).not.toContain('4821');
      }
    }
    for (const host of ['localhost:4101', 'LOCALHOST', '127.0.0.1:5173', '[::1]:4101', '[::1]']) {
      expect((await t.http.get('/dev/mailbox.json').set('Host', host)).status, host).toBe(200);
    }
  });

  it('when the server listens on every interface and another address connects, then 404 and no mail', async () => {
    // HOST=0.0.0.0: the mailbox still answers only this machine, by the TCP peer itself
    const server = createLimitedServer(t.app, t.config.serverLimits);
    await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      // this machine's own non-loopback address is a peer that is not loopback; a machine without one
      // (no network at all) has nobody else to refuse
      const external = Object.values(networkInterfaces())
        .flat()
        .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;
      const get = (localAddress?: string) =>
        new Promise<{ status: number; text: string }>((resolve, reject) => {
          const req = http.get(
            { host: external ?? '127.0.0.1', port, path: '/dev/mailbox.json', localAddress },
            (res) => {
              let text = '';
              res.on('data', (chunk) => {
                text += chunk;
              });
              res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
            },
          );
          req.on('error', reject);
        });
      if (external) {
        const remote = await get(external);
        expect(remote.status).toBe(404);
        expect(remote.text).not.toContain('4821');
      }
      const local = await new Promise<number>((resolve, reject) =>
        http
          .get({ host: '127.0.0.1', port, path: '/dev/mailbox.json' }, (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          })
          .on('error', reject),
      );
      expect(local).toBe(200);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
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
