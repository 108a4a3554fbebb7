/**
 * The conversation tests' scene: the contact-request cast (test/contact-requests.ts) with an investor
 * allowed on a fresh pitch, and the conversation calls as those people make them (sendMessage as a real
 * multipart form, an attachment link followed as a browser tab does). Tests only.
 */
import {
  addContactRequest,
  getConversationMessages,
  getConversations,
  markConversationRead,
  openMessageAttachment,
  sendMessage,
} from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import type { Response } from 'supertest';
import { expect } from 'vitest';
import { queryRows } from '../db/client.js';
import { type FileField, multipart } from './accounts.js';
import { type ContactScene, contactCalls, openContactScene } from './contact-requests.js';
import type { TestApp } from './harness.js';

export type SceneUser = ContactScene['owner'];

export async function openConversationScene() {
  const { t, scene } = await openContactScene();
  const contacts = contactCalls(t, scene);

  /** The investor asks for the pitch's contacts and the owner allows; answers the request's id. */
  async function allow(investor: SceneUser, pitchId: string, extra: object = {}): Promise<string> {
    const asked = await contacts.ask(investor.token, pitchId);
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const decided = await contacts.decide(asked.body.contact_id, investor.id, 'allow', extra, pitchId);
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    return asked.body.contact_id;
  }

  /** /sendMessage as the web client sends it: a multipart form, files under `file[]` unless named. */
  const send = (
    token: string | undefined,
    fields: Record<string, unknown>,
    files: Record<string, FileField> = {},
  ) => multipart(t, sendMessage, fields, { token, files });

  const list = (token: string) => t.call(getConversations, {}, { token });
  const thread = (token: string, conversationId: string, before?: string) =>
    t.call(
      getConversationMessages,
      before === undefined
        ? { conversation_id: conversationId }
        : { conversation_id: conversationId, before },
      { token },
    );
  const markRead = (token: string, conversationId: string, messageId: string) =>
    t.call(markConversationRead, { conversation_id: conversationId, message_id: messageId }, { token });
  const openAttachment = (token: string, attachmentId: string) =>
    t.call(openMessageAttachment, { attachment_id: attachmentId }, { token });

  /** A signed link fetched as a new tab does: no headers, only the cookie given. */
  const follow = (url: string, cookie?: string) => {
    const request = t.http.get(url).buffer(true);
    return cookie ? request.set('Cookie', cookie) : request;
  };

  /**
   * A fresh pitch of the owner's with `investor` allowed on it and a conversation the investor started
   * with a first message; answers its ids.
   */
  async function aConversation(investor: SceneUser = scene.investorA, name = 'Talk Pitch') {
    const pitchId = await contacts.freshPitch(name);
    const contactId = await allow(investor, pitchId);
    const res = await send(investor.token, { pitch_id: pitchId, body: 'Hello, founder.' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return { pitchId, contactId, conversationId: res.body.conversation._id as string, first: res.body.sent };
  }

  return { t, scene, contacts, allow, send, list, thread, markRead, openAttachment, follow, aConversation };
}

export type ConversationScene = Awaited<ReturnType<typeof openConversationScene>>;

/** Rows of the conversation tables, to prove a refused call stored nothing. */
export async function conversationRowCounts(t: TestApp) {
  const [row] = await queryRows<Record<string, number>>(
    t.db,
    sql`select (select count(*) from conversations)::int as conversations,
          (select count(*) from conversation_messages)::int as messages,
          (select count(*) from message_attachments)::int as attachments,
          (select count(*) from contact_request_events where kind = 'conversation_started')::int as started`,
  );
  return row;
}

/** The binding cookie an answer set, as the browser would send it back. */
export const cookieOf = (res: Response) => String(res.headers['set-cookie']?.[0] ?? '').split(';')[0] ?? '';

/** Asks for the pitch's contacts again (after a withdrawal): a new pending round. */
export const askAgain = (t: TestApp, token: string, pitchId: string) =>
  t.call(addContactRequest, { pitch_id: pitchId }, { token });
