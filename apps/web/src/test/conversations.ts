import type { ConversationMessage, ConversationSummary, ReadMark } from '@angelbridge/contracts';
import { getConversationMessages, getConversations } from '@angelbridge/contracts';
import { answer } from './api';

export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const ME = uuid(1);
export const INVESTOR = uuid(2);
export const PITCH = uuid(3);
export const CONVERSATION = uuid(4);

/** Signs in as the pitch's owner (the founder) or the investor. */
export function signInAs(userType: 'entrepreneur' | 'investor') {
  localStorage.setItem('token', 'session-token');
  localStorage.setItem('user_type', userType);
  localStorage.setItem(
    'user',
    JSON.stringify({ _id: ME, first_name: 'Ada', last_name: 'Lovelace', user_type: userType }),
  );
}

export function summary(over: Partial<ConversationSummary> = {}): ConversationSummary {
  return {
    _id: CONVERSATION,
    pitch_id: PITCH,
    name_of_pitch: 'Solar Roofs',
    other: { _id: INVESTOR, first_name: 'Una', last_name: 'Investor', photo: '', user_type: 'investor' },
    last_message: { body: 'Hello there', created_at: '2026-11-20T10:00:00.000Z', from_me: false },
    unread_count: 0,
    status: 'open',
    ...over,
  };
}

export function message(n: number, from: string, body = `Message ${n}`): ConversationMessage {
  return {
    _id: uuid(100 + n),
    conversation_id: CONVERSATION,
    from_id: from,
    body,
    attachments: [],
    created_at: new Date(Date.UTC(2026, 10, 20, 10, n)).toISOString(),
  };
}

export function answerList(conversations: ConversationSummary[], unreadTotal = 0) {
  answer(getConversations, { success: true, message: 'OK', conversations, unread_total: unreadTotal });
}

export function threadAnswer(
  messages: ConversationMessage[],
  { hasMore = false, marks = [] as ReadMark[], conversation = summary() } = {},
) {
  return {
    success: true as const,
    message: 'OK',
    conversation,
    messages,
    has_more: hasMore,
    read_up_to: marks,
  };
}

export function answerThread(...args: Parameters<typeof threadAnswer>) {
  answer(getConversationMessages, threadAnswer(...args));
}
