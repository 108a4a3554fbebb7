import { MESSAGES_PER_MINUTE, conversationTexts as m } from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { openConversationScene } from '../../test/conversations.js';

// Messages per sender: a minute's and a day's window, counted in the shared store before the body is read.
const { t, scene, send, aConversation } = await openConversationScene();
const { owner, investorA, investorB } = scene;

describe('the send rate', () => {
  it(`when a sender passes ${MESSAGES_PER_MINUTE} messages a minute, then 429 with retry_after, and nothing more is stored`, async () => {
    const { conversationId } = await aConversation(investorB, 'Chatty');
    // the first message of aConversation counted too
    for (let i = 1; i < MESSAGES_PER_MINUTE; i++) {
      const res = await send(investorB.token, { conversation_id: conversationId, body: `m${i}` });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const count = async () =>
      (
        await queryRows<{ n: number }>(
          t.db,
          sql`select count(*)::int as n from conversation_messages where conversation_id = ${conversationId}`,
        )
      )[0]?.n;
    const stored = await count();
    const res = await send(investorB.token, { conversation_id: conversationId, body: 'one too many' });
    expect(res.status).toBe(429);
    expect(res.body.message).toBe(m.tooMany);
    expect(res.body.retry_after).toBeGreaterThan(0);
    expect(res.headers['retry-after']).toBeTruthy();
    expect(await count()).toBe(stored);
    // the other side is counted on its own
    expect(
      (await send(owner.token, { conversation_id: conversationId, body: 'I can still talk' })).status,
    ).toBe(200);
  });

  it('when a sender has sent 1000 messages today, then 429 for the rest of the day', async () => {
    const { conversationId } = await aConversation(scene.investorA, 'Daily Cap');
    const windowEnd = new Date(Date.now() + 5 * 60 * 60_000).toISOString();
    // the day's window as 999 earlier sends left it (sending them is the minute test's business)
    await t.db.execute(sql`update rate_limits set hits = 1000, reset_at = ${windowEnd}::timestamptz
      where key = ${`messages:day ${scene.investorA.id}`}`);
    const res = await send(investorA.token, { conversation_id: conversationId, body: 'over the day' });
    expect(res.status).toBe(429);
    expect(res.body.retry_after).toBeGreaterThan(4 * 60 * 60);
  });
});
