/**
 * The pieces a mail is made of. A template lists blocks once, with raw (unescaped) text, and
 * `renderMail` turns the same list into the HTML part and the plain-text part, so the two cannot drift.
 */
export type Block =
  | { kind: 'paragraph'; text: string }
  | { kind: 'quote'; text: string; label?: string }
  | { kind: 'button'; href: string; label: string; lead?: string; spelledOut?: boolean }
  | { kind: 'code'; code: string }
  | { kind: 'list'; items: ListItem[] }
  | { kind: 'finePrint'; text: string };

/** One linked entry of a list: a title that links, and a line under it. */
export interface ListItem {
  title: string;
  body: string;
  /** Absolute URL. */
  href: string;
}

export const paragraph = (text: string): Block => ({ kind: 'paragraph', text });

export const greeting = (firstName: string): Block => paragraph(`Hi ${firstName},`);

/**
 * Someone's own words, kept as they wrote them (line breaks included). The label, when given, sits
 * above the quote in HTML and before the words in text ("Reason: ...").
 */
export const quote = (text: string, label?: string): Block => ({ kind: 'quote', text, label });

/**
 * A call to action. In text it is the link itself, right under its lead line; `spelledOut` also writes
 * the link under the HTML button, for mail clients that hide buttons.
 */
export const button = (
  href: string,
  label: string,
  options: { lead?: string; spelledOut?: boolean } = {},
): Block => ({ kind: 'button', href, label, ...options });

/** A one-time code, large in HTML and indented on its own line in text. */
export const code = (value: string): Block => ({ kind: 'code', code: value });

export const list = (items: ListItem[]): Block => ({ kind: 'list', items });

/** Why the mail came and how to stop it, or what to do if it was not you: small, last. */
export const finePrint = (text: string): Block => ({ kind: 'finePrint', text });
