import { conversationTexts as m } from '@angelbridge/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { expireRequest } from '../../test/contact-requests.js';
import { openConversationScene, type SceneUser } from '../../test/conversations.js';
import { pdfBytes } from '../../test/pitches.js';

/**
 * Who may do what with a conversation, as a table: participants (the owner, the investor, another
 * investor, another founder, a guest) × the investor's access (pending, allowed, allowed then expired,
 * denied after allow, withdrawn, allowed again) × every call. Participants read always, send and open
 * files only while access is allowed; anyone else finds nothing (404), a guest is not let in (401).
 */
const { t, scene, contacts, allow, send, list, thread, markRead, openAttachment } =
  await openConversationScene();
const { owner } = scene;

type State = 'pending' | 'allowed' | 'expired' | 'denied' | 'withdrawn' | 're-allowed';
const STATES: State[] = ['pending', 'allowed', 'expired', 'denied', 'withdrawn', 're-allowed'];
const OPEN = new Set<State>(['allowed', 're-allowed']);

interface Setting {
  pitchId: string;
  investor: SceneUser;
  conversationId: string | null;
  messageId: string | null;
  attachmentId: string | null;
}

/** A fresh pitch and investor in the state; the conversation (with a PDF) was started while allowed. */
async function setting(state: State): Promise<Setting> {
  const pitchId = await contacts.freshPitch(`Table ${state}`);
  const investor = await scene.person('investor', `Ina-${state}`);
  if (state === 'pending') {
    expect((await contacts.ask(investor.token, pitchId)).status).toBe(200);
    return { pitchId, investor, conversationId: null, messageId: null, attachmentId: null };
  }
  const contactId = await allow(investor, pitchId);
  const started = await send(
    investor.token,
    { pitch_id: pitchId, body: 'Here is our memo' },
    {
      'file[]': { buffer: pdfBytes('Memo'), name: 'memo.pdf' },
    },
  );
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const base = {
    pitchId,
    investor,
    conversationId: started.body.conversation._id,
    messageId: started.body.sent._id,
    attachmentId: started.body.sent.attachments[0]._id,
  };
  if (state === 'expired') await expireRequest(t.db, contactId);
  if (state === 'denied' || state === 're-allowed') {
    expect((await contacts.decide(contactId, investor.id, 'deny', {}, pitchId)).status).toBe(200);
  }
  if (state === 're-allowed') {
    expect((await contacts.decide(contactId, investor.id, 'allow', {}, pitchId)).status).toBe(200);
  }
  if (state === 'withdrawn')
    expect((await contacts.withdraw(investor.token, contactId, pitchId)).status).toBe(200);
  return base;
}

describe.each(STATES)('access %s', (state) => {
  let s: Setting;
  let strangers: { anotherInvestor: SceneUser; anotherFounder: SceneUser };
  beforeAll(async () => {
    s = await setting(state);
    strangers = { anotherInvestor: scene.investorB, anotherFounder: scene.other };
  });
  const open = OPEN.has(state);

  it.each(['owner', 'investor'] as const)(
    `the %s reads; sends and opens files only if open (${open})`,
    async (who) => {
      const me = who === 'owner' ? owner : s.investor;
      const startFields =
        who === 'owner' ? { pitch_id: s.pitchId, investor_id: s.investor.id } : { pitch_id: s.pitchId };
      if (!s.conversationId) {
        // nothing was ever allowed: there is no conversation, and none can start
        const start = await send(me.token, { ...startFields, body: 'Hello?' });
        expect(start.status).toBe(404);
        expect(start.body.message).toBe(m.notFound);
        const mine = await list(me.token);
        expect(mine.body.conversations.some((c: { pitch_id: string }) => c.pitch_id === s.pitchId)).toBe(
          false,
        );
        return;
      }
      const status = open ? 'open' : 'read_only';
      const listed = (await list(me.token)).body.conversations.find(
        (c: { _id: string }) => c._id === s.conversationId,
      );
      expect(listed?.status).toBe(status);
      const page = await thread(me.token, s.conversationId);
      expect(page.status).toBe(200);
      expect(page.body.conversation.status).toBe(status);
      expect(page.body.messages[0].body).toBe('Here is our memo');
      expect((await markRead(me.token, s.conversationId, s.messageId as string)).status).toBe(200);

      const sent = await send(me.token, { conversation_id: s.conversationId, body: `From the ${who}` });
      const restarted = await send(me.token, { ...startFields, body: `Again from the ${who}` });
      const file = await openAttachment(me.token, s.attachmentId as string);
      for (const res of [sent, restarted, file]) {
        expect(res.status, JSON.stringify(res.body)).toBe(open ? 200 : 403);
        if (!open) expect(res.body.message).toBe(m.readOnly);
      }
      if (open) expect(restarted.body.conversation._id).toBe(s.conversationId);
    },
  );

  it.each(['anotherInvestor', 'anotherFounder'] as const)('%s finds nothing of it (404)', async (who) => {
    const me = strangers[who];
    const mine = await list(me.token);
    expect(mine.body.conversations.some((c: { pitch_id: string }) => c.pitch_id === s.pitchId)).toBe(false);
    const start =
      who === 'anotherInvestor'
        ? await send(me.token, { pitch_id: s.pitchId, body: 'Let me in' })
        : await send(me.token, { pitch_id: s.pitchId, investor_id: s.investor.id, body: 'Let me in' });
    expect(start.status).toBe(404);
    if (!s.conversationId) return;
    const calls = [
      await thread(me.token, s.conversationId),
      await send(me.token, { conversation_id: s.conversationId, body: 'Let me in' }),
      await markRead(me.token, s.conversationId, s.messageId as string),
      await openAttachment(me.token, s.attachmentId as string),
    ];
    for (const res of calls) {
      expect(res.status, JSON.stringify(res.body)).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain('Here is our memo');
    }
  });

  it('a guest is not let in (401)', async () => {
    const id = s.conversationId ?? '00000000-0000-4000-8000-000000000000';
    const calls = [
      await list(''),
      await thread('', id),
      await send(undefined, { conversation_id: id, body: 'Hi' }),
      await markRead('', id, s.messageId ?? id),
      await openAttachment('', s.attachmentId ?? id),
    ];
    for (const res of calls) expect(res.status).toBe(401);
  });
});
