/**
 * Bounds on the shape of JSON a caller sends, checked on the raw text before it is parsed: JSON nested
 * thousands of levels deep parses, but every recursive walk after it (validation, the text checks)
 * overflows the stack. No call of the contract needs more than a few levels or a few hundred values.
 */
export const JSON_MAX_DEPTH = 32;
/** Values in containers (keys of objects and items of arrays), counted over the whole document. */
export const JSON_MAX_ITEMS = 10_000;

export type JsonBoundsBreach = 'depth' | 'items';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const COMMA = 0x2c;

/**
 * Which bound the JSON text breaks, or null. One pass, no parsing: brackets and commas inside strings
 * do not count (UTF-8 continuation bytes and UTF-16 units of other characters never equal these ASCII
 * codes). Malformed text is left to the parser to refuse.
 */
export function jsonBoundsBreach(text: string | Uint8Array): JsonBoundsBreach | null {
  const at: (i: number) => number =
    typeof text === 'string' ? (i) => text.charCodeAt(i) : (i) => text[i] as number;
  let depth = 0;
  let items = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = at(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
      continue;
    }
    if (c === QUOTE) inString = true;
    else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      depth++;
      // a container's first value; each comma adds the next
      items++;
      if (depth > JSON_MAX_DEPTH) return 'depth';
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) depth--;
    else if (c === COMMA) items++;
    if (items > JSON_MAX_ITEMS) return 'items';
  }
  return null;
}
