import { messages } from '@angelbridge/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_API_KEY } from '../test/harness.js';

// Tests connect from loopback; here only a load balancer's network is trusted, so loopback is a client.
const t = await startTestApp({ TRUST_PROXY: '10.0.0.0/8', CONTACT_US_PER_ADDRESS_PER_HOUR: '2' });
afterAll(() => t.close());

const send = (forwardedFor: string, n: number) =>
  t.http
    .post('/api/contactUs')
    .set('x-api-key', TEST_API_KEY)
    .set('X-Forwarded-For', forwardedFor)
    .field('name', 'Ada')
    .field('email', `rotating${n}@example.com`)
    .field('role', 'investor')
    .field('subject', 'Hello')
    .field('message', 'A message for the team.')
    .field('contact_me', 'true');

describe('TRUST_PROXY', () => {
  it('when it is unset (the embedded default), then a local client cannot multiply its budget with X-Forwarded-For', async () => {
    const local = await startTestApp({ TRUST_PROXY: undefined, CONTACT_US_PER_ADDRESS_PER_HOUR: '2' });
    try {
      const sendLocal = (forwardedFor: string, n: number) =>
        local.http
          .post('/api/contactUs')
          .set('x-api-key', TEST_API_KEY)
          .set('X-Forwarded-For', forwardedFor)
          .field('name', 'Ada')
          .field('email', `local${n}@example.com`)
          .field('role', 'investor')
          .field('subject', 'Hello')
          .field('message', 'A message for the team.')
          .field('contact_me', 'true');
      expect((await sendLocal('198.51.100.1', 1)).status).toBe(200);
      expect((await sendLocal('198.51.100.2', 2)).status).toBe(200);
      expect((await sendLocal('198.51.100.3', 3)).status).toBe(429);
    } finally {
      await local.close();
    }
    // a second app of its own: slow to start on a loaded machine
  }, 120_000);

  it('when a sender outside the trusted proxies rotates X-Forwarded-For, then it is still one address and is limited', async () => {
    expect((await send('198.51.100.1', 1)).status).toBe(200);
    expect((await send('198.51.100.2', 2)).status).toBe(200);
    const third = await send('198.51.100.3', 3);
    expect(third.status).toBe(429);
    expect(third.body.message).toBe(messages.server.tooManyRequests);
  });
});
