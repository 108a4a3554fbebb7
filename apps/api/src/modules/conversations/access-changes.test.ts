import { getConversations } from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openContactScene } from '../../test/contact-requests.js';
import { conversationCalls } from '../../test/conversation-live.js';

const { t, scene } = await openContactScene();
const c = conversationCalls(t, scene);

/** The request's history as its investor reads it: the steps' kinds, oldest first. */
const steps = async (token: string, contactId: string) => {
  const answer = await c.history(token, contactId);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body.history as { event: string }[]).map((step) => step.event);
};
const statusOf = async (token: string, conversationId: string) => {
  const list = await t.call(getConversations, {}, { token });
  return (list.body.conversations as { _id: string; status: string }[]).find((x) => x._id === conversationId)
    ?.status;
};

describe("a conversation follows its request's access, in the request's history", () => {
  it('start, deny (read-only), allow again (reopened), publish an answer', async () => {
    const { investor, pitchId, contactId } = await c.allowedPair('Hist');
    const started = await c.start(investor, pitchId);
    const id = started.conversation._id;
    expect(await c.decide(contactId, investor.id, 'deny', {}, pitchId)).toMatchObject({ status: 200 });
    expect(await statusOf(investor.token, id)).toBe('read_only');
    expect(await c.decide(contactId, investor.id, 'allow', {}, pitchId)).toMatchObject({ status: 200 });
    expect(await statusOf(scene.owner.token, id)).toBe('open');
    const faq = await t.call(
      '/publishPitchFaq',
      { message_id: started.sent._id, question: 'Q?', answer: 'A.' },
      { token: scene.owner.token },
    );
    expect(faq.status).toBe(200);
    expect(await steps(investor.token, contactId)).toEqual([
      'requested',
      'allowed',
      'conversation_started',
      'denied',
      'conversation_read_only',
      'allowed',
      'conversation_reopened',
      'faq_published',
    ]);
  });

  it('a withdrawal makes it read-only', async () => {
    const { investor, pitchId, contactId } = await c.allowedPair('Wit');
    const started = await c.start(investor, pitchId);
    expect((await c.withdraw(investor.token, contactId, pitchId)).status).toBe(200);
    expect(await statusOf(investor.token, started.conversation._id)).toBe('read_only');
    expect((await steps(scene.owner.token, contactId)).slice(-2)).toEqual([
      'withdrawn',
      'conversation_read_only',
    ]);
  });

  it('an expiry makes it read-only, recorded once, after the expired step', async () => {
    const { investor, pitchId, contactId } = await c.allowedPair('Exp');
    const started = await c.start(investor, pitchId);
    // it runs out now, after the conversation started
    await t.db.execute(sql`update contact_requests set expires_at = now() where id = ${contactId}`);
    expect(await statusOf(investor.token, started.conversation._id)).toBe('read_only');
    const once = await steps(investor.token, contactId);
    expect(once.slice(-3)).toEqual(['conversation_started', 'expired', 'conversation_read_only']);
    expect(await steps(scene.owner.token, contactId)).toEqual(once);
  });

  it('without a conversation, access changes add no conversation step', async () => {
    const { investor, pitchId, contactId } = await c.allowedPair('None');
    expect((await c.decide(contactId, investor.id, 'deny', {}, pitchId)).status).toBe(200);
    expect(await steps(investor.token, contactId)).toEqual(['requested', 'allowed', 'denied']);
  });
});
