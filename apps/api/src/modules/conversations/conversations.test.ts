import { MESSAGES_PAGE_SIZE, conversationTexts as m } from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { conversationRowCounts, openConversationScene } from '../../test/conversations.js';

// Conversations between a pitch's owner and an allowed investor: starting, the list, pages, read marks.
const { t, scene, contacts, allow, send, list, thread, markRead, aConversation } =
  await openConversationScene();
const { owner, investorA, investorB } = scene;

describe('starting a conversation', () => {
  it('when the allowed investor starts twice, then both land in the same conversation, started once in the history', async () => {
    const pitchId = await contacts.freshPitch('Twice Told');
    const contactId = await allow(investorA, pitchId);
    const [a, b] = await Promise.all([
      send(investorA.token, { pitch_id: pitchId, body: 'First' }),
      send(investorA.token, { pitch_id: pitchId, body: 'Second' }),
    ]);
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect(b.status, JSON.stringify(b.body)).toBe(200);
    expect(a.body.conversation._id).toBe(b.body.conversation._id);
    const again = await send(owner.token, { pitch_id: pitchId, investor_id: investorA.id, body: 'Welcome' });
    expect(again.body.conversation._id).toBe(a.body.conversation._id);
    const history = await contacts.history(owner.token, contactId);
    const started = history.body.history.filter((e: { event: string }) => e.event === 'conversation_started');
    expect(started).toHaveLength(1);
    expect(started[0].actor).toBe('investor');
  });

  it('when the owner starts it, then the conversation names the pitch and the investor, and it is open', async () => {
    const pitchId = await contacts.freshPitch('Owner Opens');
    await allow(investorB, pitchId);
    const res = await send(owner.token, { pitch_id: pitchId, investor_id: investorB.id, body: 'Hi Ivan' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.conversation).toMatchObject({
      pitch_id: pitchId,
      name_of_pitch: 'Owner Opens',
      other: { _id: investorB.id, first_name: 'Ivan', user_type: 'investor' },
      last_message: { body: 'Hi Ivan', from_me: true },
      unread_count: 0,
      status: 'open',
    });
    expect(res.body.sent).toMatchObject({ from_id: owner.id, body: 'Hi Ivan', attachments: [] });
  });

  it('when the target is missing or half given, then 400 naming the field, and nothing is stored', async () => {
    const before = await conversationRowCounts(t);
    const cases: [string, Record<string, unknown>, string][] = [
      [investorA.token, { body: 'to nobody' }, 'conversation_id'],
      [owner.token, { pitch_id: scene.pitchId, body: 'to whom?' }, 'investor_id'],
      [
        investorA.token,
        { pitch_id: scene.pitchId, investor_id: investorB.id, body: 'as someone else' },
        'investor_id',
      ],
    ];
    for (const [token, fields, field] of cases) {
      const res = await send(token, fields);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.errors[field]).toBe(m.target);
    }
    expect(await conversationRowCounts(t)).toEqual(before);
  });
});

describe('the list', () => {
  it('when both sides have conversations, then each sees theirs, newest activity first, with unread counts and total', async () => {
    const first = await aConversation(investorB, 'List One');
    const second = await aConversation(investorB, 'List Two');
    await send(owner.token, { conversation_id: first.conversationId, body: 'Reply one' });
    await send(owner.token, { conversation_id: first.conversationId, body: 'Reply two' });
    const investorList = await list(investorB.token);
    expect(investorList.status).toBe(200);
    const mine = investorList.body.conversations.filter((c: { _id: string }) =>
      [first.conversationId, second.conversationId].includes(c._id),
    );
    expect(mine.map((c: { _id: string }) => c._id)).toEqual([first.conversationId, second.conversationId]);
    expect(mine[0]).toMatchObject({
      unread_count: 2,
      last_message: { body: 'Reply two', from_me: false },
      other: { _id: owner.id, first_name: 'Olivia', user_type: 'entrepreneur' },
    });
    expect(mine[1].unread_count).toBe(0);
    const total = investorList.body.conversations.reduce(
      (s: number, c: { unread_count: number }) => s + c.unread_count,
      0,
    );
    expect(investorList.body.unread_total).toBe(total);
    const ownerList = await list(owner.token);
    const ownerSecond = ownerList.body.conversations.find(
      (c: { _id: string }) => c._id === second.conversationId,
    );
    expect(ownerSecond).toMatchObject({ unread_count: 1, other: { _id: investorB.id } });
  });

  it('when someone has no conversation, then the list is empty', async () => {
    const loner = await scene.person('investor', 'Lone');
    const res = await list(loner.token);
    expect(res.body).toMatchObject({ success: true, conversations: [], unread_total: 0 });
  });
});

describe('pages and read marks', () => {
  it('when a thread is longer than a page, then pages of 50 newest last go back with before, and has_more ends', async () => {
    const { conversationId, first } = await aConversation(investorA, 'Long Thread');
    const convo = await queryRows<{ id: string }>(
      t.db,
      sql`select id from conversations where id = ${conversationId}`,
    );
    expect(convo).toHaveLength(1);
    // 60 more, written straight in: the send path has its own tests, and its rate limit
    await t.db.execute(sql`insert into conversation_messages (conversation_id, sender_id, body)
      select ${conversationId}, ${owner.id}, 'Message ' || n from generate_series(1, 60) n`);
    const newest = await thread(investorA.token, conversationId);
    expect(newest.status).toBe(200);
    expect(newest.body.messages).toHaveLength(MESSAGES_PAGE_SIZE);
    expect(newest.body.messages.at(-1).body).toBe('Message 60');
    expect(newest.body.messages[0].body).toBe('Message 11');
    expect(newest.body.has_more).toBe(true);
    const older = await thread(investorA.token, conversationId, newest.body.messages[0]._id);
    expect(older.body.messages.map((x: { body: string }) => x.body)).toEqual([
      'Hello, founder.',
      ...Array.from({ length: 10 }, (_, i) => `Message ${i + 1}`),
    ]);
    expect(older.body.has_more).toBe(false);
    expect(older.body.messages[0]._id).toBe(first._id);
  });

  it('when a participant reads, then the mark only moves forward and the counts follow', async () => {
    const { conversationId, first } = await aConversation(investorA, 'Read Marks');
    const r1 = await send(owner.token, { conversation_id: conversationId, body: 'One' });
    const r2 = await send(owner.token, { conversation_id: conversationId, body: 'Two' });
    const unreadBefore = (await list(investorA.token)).body.unread_total;
    const read2 = await markRead(investorA.token, conversationId, r2.body.sent._id);
    expect(read2.status, JSON.stringify(read2.body)).toBe(200);
    expect(read2.body.read_up_to).toEqual({ user_id: investorA.id, message_id: r2.body.sent._id });
    expect(read2.body.unread_total).toBe(unreadBefore - 2);
    const back = await markRead(investorA.token, conversationId, r1.body.sent._id);
    expect(back.body.read_up_to.message_id).toBe(r2.body.sent._id);
    const seen = await thread(owner.token, conversationId);
    expect(seen.body.read_up_to).toEqual([
      { user_id: investorA.id, message_id: r2.body.sent._id },
      { user_id: owner.id, message_id: null },
    ]);
    const ownerRead = await markRead(owner.token, conversationId, first._id);
    expect(ownerRead.body.read_up_to.message_id).toBe(first._id);
  });

  it('when a message of another conversation, or an unknown one, is named, then 404 naming the field', async () => {
    const one = await aConversation(investorA, 'Mark One');
    const two = await aConversation(investorA, 'Mark Two');
    for (const messageId of [two.first._id, '00000000-0000-4000-8000-000000000000']) {
      const res = await markRead(investorA.token, one.conversationId, messageId);
      expect(res.status).toBe(404);
      expect(res.body.errors.message_id).toBe(m.messageNotFound);
      const page = await thread(investorA.token, one.conversationId, messageId);
      expect(page.status).toBe(404);
      expect(page.body.errors.before).toBe(m.messageNotFound);
    }
  });
});
