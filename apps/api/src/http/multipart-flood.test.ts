import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { contactUs, messages } from '@angelbridge/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_API_KEY, type TestApp } from '../test/harness.js';
import { MULTIPART_LIMITS } from './upload.js';

let t: TestApp;
let server: http.Server;
let port: number;
beforeAll(async () => {
  // these requests are about size; the per-address limit has its own tests (contact-us-limits)
  t = await startTestApp({ CONTACT_US_PER_ADDRESS_PER_HOUR: '1000' });
  server = t.app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

const BOUNDARY = 'flood-boundary';
const FIELD = Buffer.alloc(1_000_000, 'a'); // just under multer's old 1 MiB field cap
const HEAD = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="field"\r\n\r\n`);
const PART = Buffer.concat([HEAD, FIELD, Buffer.from('\r\n')]);
const CLOSE = Buffer.from(`--${BOUNDARY}--\r\n`);

/**
 * Streams a multipart body of `fields` fields of 1 MB each to /api/contactUs, honest about its length
 * (or chunked), and stops sending as soon as the server answers or hangs up.
 */
function oversized(fields: number, chunked = false): Promise<{ status: number | null; body: string }> {
  const length = fields * PART.length + CLOSE.length;
  return new Promise((resolve) => {
    const req = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: `/api${contactUs.path}`,
      headers: {
        'x-api-key': TEST_API_KEY,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        ...(chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(length) }),
      },
    });
    let answered = false;
    req.on('response', (res) => {
      answered = true;
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? null, body }));
      res.on('error', () => resolve({ status: res.statusCode ?? null, body }));
    });
    // a hang-up before any answer still counts as refused; the assertions below say what was seen
    req.on('error', () => {
      if (!answered) resolve({ status: null, body: '' });
    });
    let i = 0;
    const pump = () => {
      while (!answered && i < fields) {
        i += 1;
        const ok = req.write(PART);
        if (!ok) {
          req.once('drain', pump);
          return;
        }
      }
      if (!answered) req.end(CLOSE);
    };
    pump();
  });
}

describe('oversized multipart requests', () => {
  it('when 200 fields of 1 MB arrive, then 413 at once', async () => {
    const res = await oversized(200);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).success).toBe(false);
  });

  it('when a multipart body does not say its length (chunked), then 413', async () => {
    const res = await oversized(5, true);
    expect(res.status).toBe(413);
  });

  it('when 20 such requests arrive in parallel, then the server still answers /api/health and memory stays flat', async () => {
    global.gc?.();
    const before = process.memoryUsage().rss;
    const answers = await Promise.all(Array.from({ length: 20 }, () => oversized(200)));
    for (const answer of answers) expect([413, null]).toContain(answer.status);
    expect(answers.filter((a) => a.status === 413).length).toBeGreaterThan(0);
    const health = await t.http.get('/api/health');
    expect(health.status).toBe(200);
    const grown = process.memoryUsage().rss - before;
    expect(grown).toBeLessThan(200 * 1024 * 1024);
  });

  it('when a form within the size has too many fields or one huge field, then 413 with a clear message', async () => {
    let many = t.http.post(`/api${contactUs.path}`).set('x-api-key', TEST_API_KEY);
    for (let i = 0; i <= MULTIPART_LIMITS.fields; i++) many = many.field(`f${i}`, 'x');
    const tooMany = await many;
    expect(tooMany.status).toBe(413);
    expect(tooMany.body.message).toBe(messages.security.requestTooLarge);

    const huge = await t.http
      .post(`/api${contactUs.path}`)
      .set('x-api-key', TEST_API_KEY)
      .field('name', 'x'.repeat(MULTIPART_LIMITS.fieldSize + 1));
    expect(huge.status).toBe(413);
    expect(huge.body.message).toBe(messages.security.requestTooLarge);
  });
});
