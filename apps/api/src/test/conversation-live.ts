import {
  getNotificationStreamTicket,
  markConversationRead,
  NOTIFICATION_STREAM_PATH,
  sendMessage,
} from '@angelbridge/contracts';
import { multipart } from './accounts.js';
import { type ContactScene, contactCalls } from './contact-requests.js';
import type { TestApp } from './harness.js';
import { openSse } from './sse.js';

type Person = Awaited<ReturnType<ContactScene['person']>>;

/**
 * Conversations as their people make them, over HTTP: a fresh pitch of the scene's owner with a fresh
 * investor allowed on it, messages sent and read through the calls, and a person's live stream (on the
 * loopback server `base` names).
 */
export function conversationCalls(t: TestApp, scene: ContactScene, base: () => string = () => '') {
  const contacts = contactCalls(t, scene);
  const { owner } = scene;

  const send = async (from: Person | ContactScene['owner'], fields: Record<string, string>) => {
    const answer = await multipart(t, sendMessage, fields, { token: from.token });
    if (answer.status !== 200) throw new Error(`/sendMessage answered ${answer.status}: ${answer.text}`);
    return answer.body as { conversation: { _id: string }; sent: { _id: string; body: string } };
  };

  return {
    ...contacts,
    /** A fresh pitch, a fresh investor who asked for it, and the owner's allow. */
    async allowedPair(name: string) {
      const investor = await scene.person('investor', name);
      const pitchId = await contacts.freshPitch(`${name} Pitch`);
      const asked = await contacts.ask(investor.token, pitchId);
      const contactId = asked.body.contact_id as string;
      const allowed = await contacts.decide(contactId, investor.id, 'allow', {}, pitchId);
      if (allowed.status !== 200) throw new Error(`allow answered ${allowed.status}`);
      return { investor, pitchId, contactId };
    },
    /** The investor starts the conversation about the pitch with a first message. */
    start: (investor: Person, pitchId: string, body = 'Hello from the investor') =>
      send(investor, { pitch_id: pitchId, body }),
    send: (from: Person | ContactScene['owner'], conversationId: string, body: string) =>
      send(from, { conversation_id: conversationId, body }),
    read: (who: { token: string }, conversationId: string, messageId: string) =>
      t.call(
        markConversationRead,
        { conversation_id: conversationId, message_id: messageId },
        { token: who.token },
      ),
    /** The person's live stream, once it says it is ready. */
    async streamOf(who: { token: string }, headers: Record<string, string> = {}) {
      const ticket = await t.call(getNotificationStreamTicket, {}, { token: who.token });
      const url = `${base()}${NOTIFICATION_STREAM_PATH}?ticket=${encodeURIComponent(ticket.body.ticket)}`;
      const stream = await openSse(url, headers);
      await stream.next('ready');
      return stream;
    },
    owner,
  };
}
