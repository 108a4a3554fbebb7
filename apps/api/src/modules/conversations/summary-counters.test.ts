import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { openConversationScene, type SceneUser } from '../../test/conversations.js';

// The list reads each conversation's newest message and unread counts from columns the triggers of
// migration conversation_summaries keep: whoever writes, and however sends and reads interleave, they
// must equal what counting the messages says.
const { t, scene, send, list, markRead, aConversation } = await openConversationScene();
const { owner, investorA } = scene;

/** What the list should say for `user`, counted from the messages themselves. */
async function counted(conversationId: string, user: SceneUser) {
  const [row] = await queryRows<{ unread: number; newest: string }>(
    t.db,
    sql`select (select count(*) from conversation_messages m
                where m.conversation_id = ${conversationId} and m.sender_id <> ${user.id}
                  and m.seq > coalesce((select r.message_seq from conversation_reads r
                    where r.conversation_id = ${conversationId} and r.user_id = ${user.id}), 0))::int as unread,
              (select m.body from conversation_messages m where m.conversation_id = ${conversationId}
                order by m.seq desc limit 1) as newest`,
  );
  return { unread_count: row?.unread, last_message: { body: row?.newest } };
}

async function listed(conversationId: string, user: SceneUser) {
  const res = await list(user.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.conversations.find((c: { _id: string }) => c._id === conversationId);
}

describe('the kept newest message and unread counts', () => {
  it('when both sides send and read at the same time, then the counts equal the messages counted', async () => {
    const { conversationId, first } = await aConversation(investorA, 'Busy Talk');
    let fromOwner: string = first._id;
    let fromInvestor: string = first._id;
    for (let round = 0; round < 4; round++) {
      const [a, b] = await Promise.all([
        send(owner.token, { conversation_id: conversationId, body: `Owner ${round}` }),
        send(investorA.token, { conversation_id: conversationId, body: `Investor ${round}` }),
        markRead(investorA.token, conversationId, fromOwner),
        markRead(owner.token, conversationId, fromInvestor),
      ]);
      expect(a.status, JSON.stringify(a.body)).toBe(200);
      expect(b.status, JSON.stringify(b.body)).toBe(200);
      fromOwner = a.body.sent._id;
      fromInvestor = b.body.sent._id;
    }
    for (const user of [owner, investorA]) {
      expect(await listed(conversationId, user)).toMatchObject(await counted(conversationId, user));
    }
    // the investor reads everything: nothing left for them, the owner's count untouched
    const ownerBefore = (await listed(conversationId, owner)).unread_count;
    // the last round's two messages were sent at once, in either order: read up to both (a watermark
    // only moves forward, so it ends on whichever is newer)
    for (const messageId of [fromOwner, fromInvestor]) {
      const read = await markRead(investorA.token, conversationId, messageId);
      expect(read.status, JSON.stringify(read.body)).toBe(200);
    }
    expect((await listed(conversationId, investorA)).unread_count).toBe(0);
    expect((await listed(conversationId, owner)).unread_count).toBe(ownerBefore);
  });

  it('when messages are written straight into the table, then the list follows them too', async () => {
    const { conversationId } = await aConversation(investorA, 'Straight In');
    await t.db.execute(sql`insert into conversation_messages (conversation_id, sender_id, body)
      select ${conversationId}, ${owner.id}, 'Straight ' || n from generate_series(1, 5) n`);
    const seen = await listed(conversationId, investorA);
    expect(seen).toMatchObject({ unread_count: 5, last_message: { body: 'Straight 5', from_me: false } });
    expect(seen).toMatchObject(await counted(conversationId, investorA));
    expect(await listed(conversationId, owner)).toMatchObject({
      unread_count: 1,
      last_message: { body: 'Straight 5', from_me: true },
    });
  });
});
