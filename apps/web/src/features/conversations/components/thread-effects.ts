import type { ConversationMessage, ReadMark } from '@angelbridge/contracts';
import { useEffect, useRef, useState } from 'react';
import { useMarkConversationRead } from '../api/mark-conversation-read';

/**
 * What a new message from the other side says to screen readers (the thread's polite live region).
 * Messages already there when the thread opened are not announced.
 */
export function useAnnounceNew(messages: ConversationMessage[], otherId: string | undefined, name: string) {
  const [text, setText] = useState('');
  const known = useRef<string | null | undefined>(undefined);
  const newest = messages.at(-1);
  useEffect(() => {
    if (!otherId) return;
    const previous = known.current;
    known.current = newest?._id ?? null;
    if (previous === undefined || !newest || newest._id === previous) return;
    if (newest.from_id === otherId) {
      const what = newest.body || `${newest.attachments.length} file(s)`;
      setText(`New message from ${name}: ${what}`);
    }
  }, [newest, otherId, name]);
  return text;
}

function pageVisible() {
  return typeof document === 'undefined' || document.visibilityState !== 'hidden';
}

/**
 * While the thread is on screen, the caller's read mark follows the newest message from the other side;
 * a tab in the background waits until it is shown again.
 */
export function useMarkReadWhenVisible(
  conversationId: string,
  messages: ConversationMessage[],
  otherId: string | undefined,
  marks: ReadMark[] | undefined,
) {
  const markRead = useMarkConversationRead();
  const mutate = markRead.mutate;
  const sentFor = useRef<string | null>(null);
  const [visible, setVisible] = useState(pageVisible);
  useEffect(() => {
    const onChange = () => setVisible(pageVisible());
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);

  const newestFromOther = otherId ? messages.findLast((m) => m.from_id === otherId) : undefined;
  const myMark = marks?.find((mark) => mark.user_id !== otherId)?.message_id ?? null;
  useEffect(() => {
    if (!visible || !newestFromOther || sentFor.current === newestFromOther._id) return;
    // Already read (the mark is at or after it): nothing to send.
    const markAt = myMark ? messages.findIndex((m) => m._id === myMark) : -1;
    if (markAt >= messages.indexOf(newestFromOther)) return;
    sentFor.current = newestFromOther._id;
    mutate({ conversation_id: conversationId, message_id: newestFromOther._id });
  }, [visible, newestFromOther, myMark, messages, conversationId, mutate]);
}

/** Keeps the newest message in view as messages arrive, unless the reader scrolled up to read older ones. */
export function useStickToBottom(newestId: string | undefined) {
  const ref = useRef<HTMLOListElement>(null);
  const atBottom = useRef(true);
  const shown = newestId !== undefined;
  useEffect(() => {
    if (!shown) return;
    const list = ref.current;
    if (!list) return;
    const onScroll = () => {
      atBottom.current = list.scrollHeight - list.scrollTop - list.clientHeight < 40;
    };
    list.addEventListener('scroll', onScroll);
    return () => list.removeEventListener('scroll', onScroll);
  }, [shown]);
  useEffect(() => {
    const list = ref.current;
    if (list && newestId && atBottom.current) list.scrollTop = list.scrollHeight;
  }, [newestId]);
  return ref;
}
