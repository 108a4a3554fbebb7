import { messages } from '@angelbridge/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema/index.js';
import { startTestApp, TEST_API_KEY, type TestApp } from '../../test/harness.js';
import { unfinishedRequest } from '../../test/raw-http.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ CONTACT_US_PER_EMAIL_PER_HOUR: '2', CONTACT_US_PER_ADDRESS_PER_HOUR: '4' });
});
afterAll(() => t.close());

function send(email: string, address: string) {
  return t.http
    .post('/api/contactUs')
    .set('x-api-key', TEST_API_KEY)
    .set('X-Forwarded-For', address)
    .field('name', 'Ada')
    .field('email', email)
    .field('role', 'investor')
    .field('subject', 'Hello')
    .field('message', 'A message for the team.')
    .field('contact_me', 'true');
}

describe('/contactUs limits', () => {
  it('when one e-mail sends too many messages in an hour, from any address, then 429 with retry_after', async () => {
    expect((await send('flood@example.com', '203.0.113.1')).status).toBe(200);
    expect((await send('FLOOD@example.com', '203.0.113.2')).status).toBe(200);
    const third = await send('flood@example.com', '203.0.113.3');
    expect(third.status).toBe(429);
    expect(third.body.message).toBe(messages.server.tooManyRequests);
    expect(third.body.retry_after).toBeGreaterThan(3000);
    expect((await send('someone.else@example.com', '203.0.113.3')).status).toBe(200);
  });

  it('when one address sends too many messages in an hour, in any names, then 429', async () => {
    for (let i = 0; i < 4; i++)
      expect((await send(`sender${i}@example.com`, '203.0.113.50')).status).toBe(200);
    expect((await send('sender9@example.com', '203.0.113.50')).status).toBe(429);
    expect((await send('sender9@example.com', '203.0.113.51')).status).toBe(200);
  });
});

describe('/contactUs refused before its body is read', () => {
  it('when an address past its limit starts a 10 MB upload, then 429 comes at once, the connection closes and nothing is kept', async () => {
    const address = '203.0.113.77';
    for (let i = 0; i < 4; i++) expect((await send(`early${i}@example.com`, address)).status).toBe(200);
    const messagesBefore = (await t.db.select().from(contactMessages)).length;
    const filesBefore = (await t.storage.list()).length;
    // 10 MB declared, 1 KB sent, the rest never: only a server that decides before reading can answer
    const res = await unfinishedRequest(t.app, {
      path: '/api/contactUs',
      headers: {
        'x-api-key': TEST_API_KEY,
        'x-forwarded-for': address,
        'content-type': 'multipart/form-data; boundary=x',
      },
      declaredBytes: 10 * 1024 * 1024,
      sentBytes: 1024,
    });
    expect(res.status).toBe(429);
    expect(res.headers.connection).toBe('close');
    expect(JSON.parse(res.body).message).toBe(messages.server.tooManyRequests);
    expect(await t.db.select().from(contactMessages)).toHaveLength(messagesBefore);
    expect(await t.storage.list()).toHaveLength(filesBefore);
  });
});
