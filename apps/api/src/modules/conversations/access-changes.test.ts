import { getConversations } from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { openContactScene } from '../../test/contact-requests.js';
import { conversationCalls } from '../../test/conversation-live.js';
import { waitUntil } from '../../test/wait.js';

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

  it('when an allowance runs out, then its job writes the end at that moment, with no read to notice it', async () => {
    const { investor, pitchId, contactId } = await c.allowedPair('Due');
    await c.start(investor, pitchId);
    expect(await c.decide(contactId, investor.id, 'allow', { expires_in_days: 30 }, pitchId)).toMatchObject({
      status: 200,
    });
    const [job] = await queryRows<{ key: string; due: boolean }>(
      t.db,
      sql`select j.key, j.run_at between r.expires_at and r.expires_at + interval '2 seconds' as due
          from jobs j, contact_requests r
          where r.id = ${contactId} and j.kind = 'access-expiry' and j.payload->>'contact_id' = ${contactId}`,
    );
    expect(job?.due).toBe(true);
    // thirty days pass: the allowance and its job fall due now, and the worker is woken as a commit would
    await t.db.execute(sql`update contact_requests set expires_at = now() where id = ${contactId}`);
    await t.db.execute(sql`update jobs set run_at = now() where key = ${job?.key ?? ''}`);
    await t.db.execute(sql`select pg_notify('jobs', 'access-expiry')`);
    // read from the table, not through a call (a read would record the expiry itself)
    const kinds = () =>
      queryRows<{ kind: string }>(
        t.db,
        sql`select kind from contact_request_events where contact_request_id = ${contactId}
            order by created_at, id`,
      );
    const after = await waitUntil(async () => {
      const rows = (await kinds()).map((row) => row.kind);
      return rows.includes('conversation_read_only') ? rows : null;
    }, 'the expiry job');
    expect(after.slice(-2)).toEqual(['expired', 'conversation_read_only']);
  });

  it('without a conversation, access changes add no conversation step', async () => {
    const { investor, pitchId, contactId } = await c.allowedPair('None');
    expect((await c.decide(contactId, investor.id, 'deny', {}, pitchId)).status).toBe(200);
    expect(await steps(investor.token, contactId)).toEqual(['requested', 'allowed', 'denied']);
  });
});
