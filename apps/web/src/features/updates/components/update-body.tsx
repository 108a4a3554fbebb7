import { Anchor, Stack, Text } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';

// A web address in running text: http(s):// or www., up to the next space or angle bracket.
const LINK = /\b(?:https?:\/\/|www\.)[^\s<>"]+/gi;
// Punctuation that ends a sentence rather than the address ("see https://a.example/x.").
const TRAILING = /[.,;:!?'")\]]+$/;

/** The address a link may open: only http and https (never javascript: or data:), or null. */
export function safeHref(text: string): string | null {
  try {
    const url = new URL(/^www\./i.test(text) ? `https://${text}` : text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** One line of text with its web addresses as links; everything else stays text (React escapes it). */
function linkify(line: string, key: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of line.matchAll(LINK)) {
    const found = match[0].replace(TRAILING, '');
    const start = match.index;
    const href = safeHref(found);
    if (!href) continue;
    if (start > last) parts.push(line.slice(last, start));
    parts.push(
      <Anchor key={`${key}-${start}`} href={href} target="_blank" rel="noopener noreferrer nofollow ugc">
        {found}
      </Anchor>,
    );
    last = start + found.length;
  }
  if (last < line.length) parts.push(line.slice(last));
  return parts;
}

/** Paragraphs are split by blank lines; single line breaks stay inside a paragraph. */
export function paragraphsOf(body: string): string[] {
  return body
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/**
 * An update's plain-text body: paragraphs, line breaks and links drawn as elements, never as HTML, so
 * nothing a founder types can run in a reader's page.
 */
export function UpdateBody({ body }: { body: string }) {
  const paragraphs = paragraphsOf(body);
  if (paragraphs.length === 0) return null;
  return (
    <Stack gap="sm">
      {paragraphs.map((paragraph, p) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of a fixed text; equal ones may repeat.
        <Text key={p} style={{ overflowWrap: 'anywhere' }}>
          {paragraph.split(/\r?\n/).map((line, l) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines of a fixed text; equal ones may repeat.
            <Fragment key={l}>
              {l > 0 && <br />}
              {linkify(line, `${p}-${l}`)}
            </Fragment>
          ))}
        </Text>
      ))}
    </Stack>
  );
}
