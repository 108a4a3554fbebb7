import type { IncomingMessage } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { getCountries, getFundRaiseData } from '@angelbridge/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_API_KEY, type TestApp } from '../test/harness.js';
import { loggedApp } from '../test/logged-app.js';
import { type RawResponse, rawRequest } from '../test/raw-http.js';
import type { PublicCaches } from './index.js';

const PARTNER = 'https://partner.example';
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ CORS_ORIGINS: PARTNER });
});
afterAll(() => t.close());

const caches = () => t.app.locals.publicCaches as PublicCaches;

const post = (path: string, headers: Record<string, string> = {}, body = '{}') =>
  rawRequest(t.app, {
    method: 'POST',
    path: `/api${path}`,
    headers: { 'content-type': 'application/json', 'x-api-key': TEST_API_KEY, ...headers },
    body,
  });

/**
 * A request whose body leaves only once the server has read its headers (it has emitted the request):
 * the body comes in packets of its own, as it may from a slow client. Resolves with the status line and
 * the raw answer's length.
 */
async function lateBody(path: string, body: string) {
  const server = t.app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const socket = connect((server.address() as AddressInfo).port, '127.0.0.1');
  server.once('request', (req: IncomingMessage) => {
    if (req.url === `/api${path}`) socket.write(body);
  });
  socket.write(
    [
      `POST /api${path} HTTP/1.1`,
      'host: 127.0.0.1',
      'content-type: application/json',
      `x-api-key: ${TEST_API_KEY}`,
      `content-length: ${body.length}`,
      'connection: close',
      '',
      '',
    ].join('\r\n'),
  );
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  await new Promise((resolve) => socket.once('close', resolve));
  server.close();
  const answer = Buffer.concat(chunks).toString();
  return { statusLine: answer.split('\r\n')[0], body: answer.slice(answer.indexOf('\r\n\r\n') + 4) };
}

/** What must not differ between two answers: everything but the clock and the request's own id. */
const same = ({ status, headers, body }: RawResponse) => {
  const { date, 'x-request-id': _id, ...rest } = headers;
  return { status, headers: rest, body: body.toString('base64') };
};

describe('cached reads answered before Express (fast path)', () => {
  it('when a cached read is asked again, then status, headers and bytes are those of the first answer (the full path)', async () => {
    const browser = { 'accept-encoding': 'gzip, deflate, br', origin: PARTNER };
    for (const [path, cache] of [
      [getCountries.path, caches().reference],
      [getFundRaiseData.path, caches().lists],
    ] as const) {
      cache.clear();
      const first = await post(path, browser);
      const again = await post(path, browser);
      expect(first.status).toBe(200);
      expect(first.headers['access-control-allow-origin']).toBe(PARTNER);
      expect(first.headers['content-security-policy']).toContain("default-src 'self'");
      expect(same(again)).toEqual(same(first));
      expect(again.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    }
  });

  it('when the client holds the ETag or names its request id, then 304 with that id', async () => {
    const first = await post(getCountries.path);
    const again = await post(getCountries.path, {
      'if-none-match': String(first.headers.etag),
      'x-request-id': 'trace-me-1',
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers['x-request-id']).toBe('trace-me-1');
  });

  it('when a cached read comes with another two-byte body or a wrong key, then the full path refuses it as before', async () => {
    await post(getCountries.path);
    const array = await post(getCountries.path, {}, '[]');
    expect(array.status).toBe(400);
    expect(JSON.parse(array.body.toString()).success).toBe(false);
    const badJson = await post(getCountries.path, {}, '{,');
    expect(badJson.status).toBe(400);
    const wrongKey = await post(getCountries.path, { 'x-api-key': 'not-the-key' });
    expect(wrongKey.status).toBe(401);
    const otherCharset = await post(getCountries.path, {
      'content-type': 'application/json; charset=latin1',
    });
    expect(otherCharset.status).toBe(415);
    const ok = await post(getCountries.path);
    expect(ok.status).toBe(200);
  });

  it('when the body comes after the headers, in packets of its own, then it is waited for: `{}` is answered, `[]` refused', async () => {
    const first = await post(getCountries.path);
    const late = await lateBody(getCountries.path, '{}');
    expect(late.statusLine).toBe('HTTP/1.1 200 OK');
    expect(late.body).toBe(first.body.toString());
    const refused = await lateBody(getCountries.path, '[]');
    expect(refused.statusLine).toBe('HTTP/1.1 400 Bad Request');
  });

  it('when info logging is on, then a cached answer still writes its request line, with its id and no key', async () => {
    const logged = loggedApp(t, { cached: true });
    await (logged.app.locals.publicCaches as PublicCaches).ready;
    for (const id of ['first-call', 'cached-call']) {
      const res = await logged.http
        .post(`/api${getCountries.path}?token=secret-in-query`)
        .set('x-api-key', TEST_API_KEY)
        .set('x-request-id', id)
        .send({});
      expect(res.status).toBe(200);
    }
    const res = await logged.http
      .post(`/api${getCountries.path}`)
      .set('x-api-key', TEST_API_KEY)
      .set('x-request-id', 'cached-hit')
      .send({});
    expect(res.status).toBe(200);
    const lines = logged
      .log()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { msg: string; req?: { id: string; url: string }; res?: object });
    const hit = lines.find((line) => line.req?.id === 'cached-hit');
    expect(hit).toMatchObject({ msg: 'request completed', req: { url: `/api${getCountries.path}` } });
    expect(hit?.res).toEqual({ statusCode: 200 });
    expect(logged.log()).not.toContain(TEST_API_KEY);
    expect(logged.log()).not.toContain('secret-in-query');
  });
});
