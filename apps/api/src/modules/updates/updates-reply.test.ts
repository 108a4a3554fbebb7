import { getConversationMessages, getConversations, MESSAGE_BODY_MAX } from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import type { Person } from '../../test/pitches.js';
import { anUpdateScene, aPublishedUpdate, type UpdateScene, updateCalls } from '../../test/updates.js';

// A recipient's reply to an update (issue 34) opens, then continues, the conversation between them and the
// founder on that pitch, with the update quoted; the founder reads it in Messages.
let t: TestApp;
let s: UpdateScene;
let u: ReturnType<typeof updateCalls>;

beforeAll(async () => {
  t = await startTestApp();
  u = updateCalls(t);
  s = await anUpdateScene(t);
});
afterAll(() => t.close());

const conversationsOf = async (who: Person) =>
  (await t.call(getConversations, {}, { token: who.token })).body;
const messagesOf = async (who: Person, conversation_id: string) =>
  (await t.call(getConversationMessages, { conversation_id }, { token: who.token })).body.messages as {
    _id: string;
    from_id: string;
    body: string;
  }[];

describe('replying to an update', () => {
  it('when a recipient replies, then a conversation with the founder starts, the update quoted above the reply', async () => {
    const id = await aPublishedUpdate(t, s.founder, s.pitchId, {
      title: 'March: first revenue',
      body: 'We signed our first two customers.\n\nHiring an engineer next.',
    });
    expect((await u.one(s.investor, id)).body.conversation_id).toBeNull();
    const before = (await conversationsOf(s.founder)).unread_total;
    const res = await u.reply(s.investor, id, 'Congratulations! Who are they?');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { conversation_id, message_id } = res.body;

    const listed = (await conversationsOf(s.founder)).conversations.find(
      (c: { _id: string }) => c._id === conversation_id,
    );
    expect(listed).toMatchObject({ pitch_id: s.pitchId, other: { _id: s.investor.id }, unread_count: 1 });
    expect((await conversationsOf(s.founder)).unread_total).toBe(before + 1);
    const [message] = await messagesOf(s.founder, conversation_id);
    expect(message).toMatchObject({ _id: message_id, from_id: s.investor.id });
    expect(message?.body).toBe(
      [
        '> Re: March: first revenue',
        '> We signed our first two customers.',
        '> Hiring an engineer next.',
        '',
        'Congratulations! Who are they?',
      ].join('\n'),
    );
    // the recipient now sees where their replies go
    expect((await u.one(s.investor, id)).body.conversation_id).toBe(conversation_id);
  });

  it('when they reply again, to another update, then the same conversation continues', async () => {
    const first = (await u.list(s.investor)).body.updates[0]._id;
    const second = await aPublishedUpdate(t, s.founder, s.pitchId, { title: 'April' });
    const a = await u.reply(s.investor, first, 'One more question.');
    const b = await u.reply(s.investor, second, 'And on April.');
    expect(a.body.conversation_id).toBe(b.body.conversation_id);
    const bodies = (await messagesOf(s.investor, a.body.conversation_id)).map((m) => m.body.split('\n')[0]);
    expect(bodies).toEqual(['> Re: March: first revenue', '> Re: March: first revenue', '> Re: April']);
    const audits = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from admin_audit_log where action = 'replyToUpdate' and admin_id = ${s.investor.id}`,
    );
    expect(audits[0]?.n).toBe(3);
  });

  it('when the update is long, then the quote is bounded and the message fits a conversation’s limit', async () => {
    const long = Array.from({ length: 50 }, (_, i) => `Line ${i} ${'x'.repeat(380)}`).join('\n');
    const id = await aPublishedUpdate(t, s.founder, s.pitchId, { title: 'Long', body: long });
    const res = await u.reply(s.funded, id, 'y'.repeat(4000));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [message] = (await messagesOf(s.funded, res.body.conversation_id)).slice(-1);
    expect(message?.body.length).toBeLessThanOrEqual(MESSAGE_BODY_MAX);
    expect(message?.body.endsWith('y'.repeat(4000))).toBe(true);
    expect(message?.body).toContain('…');
  });

  it('when a reply is empty or too long, then 400 names body and nothing is posted', async () => {
    const id = (await u.list(s.funded)).body.updates[0]._id;
    const before = (await conversationsOf(s.founder)).unread_total;
    expect(Object.keys((await u.reply(s.funded, id, '   ')).body.errors)).toEqual(['body']);
    expect(Object.keys((await u.reply(s.funded, id, 'z'.repeat(4001))).body.errors)).toEqual(['body']);
    expect((await conversationsOf(s.founder)).unread_total).toBe(before);
  });
});
