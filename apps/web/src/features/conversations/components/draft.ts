import { useEffect, useState } from 'react';

const KEY = (conversationId: string) => `conversation-draft:${conversationId}`;

function read(key: string): string {
  try {
    return globalThis.sessionStorage?.getItem(key) ?? '';
  } catch {
    return '';
  }
}

/**
 * The composer's text, kept per conversation in this tab's sessionStorage while typing, so switching
 * conversations or reloading does not lose it. Setting it to '' (after sending) forgets it.
 */
export function useDraft(conversationId: string) {
  const key = KEY(conversationId);
  const [text, setText] = useState(() => read(key));
  useEffect(() => {
    try {
      if (text) sessionStorage.setItem(key, text);
      else sessionStorage.removeItem(key);
    } catch {
      // A full or blocked storage only loses the draft.
    }
  }, [key, text]);
  return [text, setText] as const;
}
