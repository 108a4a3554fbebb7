import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';

// A web address up to the next space; the punctuation that usually ends a sentence is left outside it.
const LINK = /https?:\/\/[^\s<>"]+/gi;
const TRAILING = /[.,;:!?)\]}'"]+$/;

export type BodyPart = { text: string } | { href: string; text: string };

/** Splits a message's plain text into text and http(s) links; nothing in it is ever read as HTML. */
export function splitLinks(body: string): BodyPart[] {
  const parts: BodyPart[] = [];
  let at = 0;
  for (const match of body.matchAll(LINK)) {
    const start = match.index;
    const raw = match[0];
    const link = raw.replace(TRAILING, '');
    const href = safeHref(link);
    if (!href) continue;
    if (start > at) parts.push({ text: body.slice(at, start) });
    parts.push({ href, text: link });
    at = start + link.length;
  }
  if (at < body.length) parts.push({ text: body.slice(at) });
  return parts;
}

function safeHref(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** A message body: text as text, links opening in a new tab that cannot reach back to this one. */
export function MessageBody({ body }: { body: string }): ReactNode {
  return splitLinks(body).map((part, i) =>
    'href' in part ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
      <Anchor key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow">
        {part.text}
      </Anchor>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
      <span key={i}>{part.text}</span>
    ),
  );
}
