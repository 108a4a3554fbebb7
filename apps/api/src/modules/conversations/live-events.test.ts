import { conversationReadEvent, conversationStatusEvent, messageEvent } from '@angelbridge/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { openContactScene } from '../../test/contact-requests.js';
import { conversationCalls } from '../../test/conversation-live.js';
import { listenOnLoopback } from '../../test/sse.js';

const { t, scene } = await openContactScene();
const server = await listenOnLoopback(t.app);
afterAll(() => server.close());
const c = conversationCalls(t, scene, () => server.base);

describe('live conversation events on the notification stream', () => {
  it("when the investor sends a message, then the owner's open stream has it within 2 s, and the sender's other tab too", async () => {
    const { investor, pitchId } = await c.allowedPair('Lena');
    const first = await c.start(investor, pitchId, 'First words');
    const ownerStream = await c.streamOf(scene.owner);
    const investorStream = await c.streamOf(investor);

    const sentAt = Date.now();
    const sent = await c.send(investor, first.conversation._id, 'Are you raising this year?');
    const event = await ownerStream.next('message');
    expect(Date.now() - sentAt).toBeLessThan(2_000);
    const data = messageEvent.parse(JSON.parse(event.data));
    expect(data).toMatchObject({
      conversation_id: first.conversation._id,
      message: {
        _id: sent.sent._id,
        from_id: investor.id,
        body: 'Are you raising this year?',
        attachments: [],
      },
      unread_total: 2,
    });
    // conversation events carry no id: Last-Event-ID stays the last notification's seq
    expect(event.id).toBeUndefined();

    const own = messageEvent.parse(JSON.parse((await investorStream.next('message')).data));
    expect(own.message._id).toBe(sent.sent._id);
    expect(own.unread_total).toBe(0);
    ownerStream.close();
    investorStream.close();
  });

  it('when the owner reads, then the investor\'s stream hears "Seen" up to that message', async () => {
    const { investor, pitchId } = await c.allowedPair('Rea');
    const started = await c.start(investor, pitchId, 'Read me');
    const investorStream = await c.streamOf(investor);
    const read = await c.read(scene.owner, started.conversation._id, started.sent._id);
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    const data = conversationReadEvent.parse(
      JSON.parse((await investorStream.next('conversation_read')).data),
    );
    expect(data).toEqual({
      conversation_id: started.conversation._id,
      read_up_to: { user_id: scene.owner.id, message_id: started.sent._id },
      unread_total: 0,
    });
    investorStream.close();
  });

  it('nobody else hears a conversation: not another investor, not another founder', async () => {
    const { investor, pitchId } = await c.allowedPair('Priv');
    const bystander = await c.allowedPair('Bys');
    const started = await c.start(investor, pitchId, 'Just between us');
    const theirs = await c.streamOf(bystander.investor);
    const otherFounder = await c.streamOf(scene.other);
    const ownerStream = await c.streamOf(scene.owner);

    await c.send(investor, started.conversation._id, 'Secret plan');
    await ownerStream.next('message');
    // the bystander's stream, opened before, would have had it by now: prove it with a later event of its own
    const own = await c.start(bystander.investor, bystander.pitchId, 'My own words');
    const heard = messageEvent.parse(JSON.parse((await theirs.next('message')).data));
    expect(heard.message._id).toBe(own.sent._id);
    expect(theirs.all().filter((e) => e.event === 'message')).toHaveLength(1);
    expect(JSON.stringify(theirs.all())).not.toContain('Secret plan');
    expect(otherFounder.all().filter((e) => e.event !== 'ready')).toEqual([]);
    for (const s of [theirs, otherFounder, ownerStream]) s.close();
  });

  it('when access ends and comes back, then both sides hear the status change', async () => {
    const { investor, pitchId, contactId } = await c.allowedPair('Stat');
    const started = await c.start(investor, pitchId);
    const ownerStream = await c.streamOf(scene.owner);
    const investorStream = await c.streamOf(investor);

    expect((await c.decide(contactId, investor.id, 'deny', {}, pitchId)).status).toBe(200);
    for (const stream of [ownerStream, investorStream]) {
      const data = conversationStatusEvent.parse(JSON.parse((await stream.next('conversation_status')).data));
      expect(data).toEqual({ conversation_id: started.conversation._id, status: 'read_only' });
    }
    expect((await c.decide(contactId, investor.id, 'allow', {}, pitchId)).status).toBe(200);
    const reopened = JSON.parse((await investorStream.next('conversation_status')).data);
    expect(reopened).toEqual({ conversation_id: started.conversation._id, status: 'open' });
    ownerStream.close();
    investorStream.close();
  });
});
