import { describe, expect, it } from 'vitest';
import { JSON_MAX_DEPTH, JSON_MAX_ITEMS, jsonBoundsBreach } from './json-bounds.js';

/** UTF-8 bytes, as a body arrives (this package has neither Node's Buffer nor the DOM's TextEncoder). */
const utf8 = (text: string) =>
  Uint8Array.from(encodeURIComponent(text).match(/%[0-9A-F]{2}|[^%]/g) ?? [], (part) =>
    part.length === 3 ? Number.parseInt(part.slice(1), 16) : part.charCodeAt(0),
  );
const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('jsonBoundsBreach', () => {
  it('counts depth and values outside strings only, as text or as bytes', () => {
    expect(jsonBoundsBreach(nested(JSON_MAX_DEPTH))).toBeNull();
    expect(jsonBoundsBreach(nested(JSON_MAX_DEPTH + 1))).toBe('depth');
    expect(jsonBoundsBreach(utf8(nested(JSON_MAX_DEPTH + 1)))).toBe('depth');
    expect(jsonBoundsBreach(`[${Array(JSON_MAX_ITEMS).fill(0).join(',')}]`)).toBeNull();
    expect(
      jsonBoundsBreach(
        `[${Array(JSON_MAX_ITEMS + 1)
          .fill(0)
          .join(',')}]`,
      ),
    ).toBe('items');
    expect(jsonBoundsBreach(JSON.stringify({ a: '[[[[,,,,{{{{'.repeat(10_000) }))).toBeNull();
  });

  it('knows an escaped quote does not end a string, and an escaped backslash does', () => {
    const inside = JSON.stringify({ a: `\\"${'['.repeat(100)}` });
    expect(jsonBoundsBreach(inside)).toBeNull();
    const after = `{"a":"\\\\",${'"b":['.repeat(1)}${nested(JSON_MAX_DEPTH)}]}`;
    expect(jsonBoundsBreach(after)).toBe('depth');
  });

  it('reads multi-byte UTF-8 without mistaking its bytes for brackets', () => {
    expect(jsonBoundsBreach(utf8(JSON.stringify({ a: 'é€😀'.repeat(1000) })))).toBeNull();
  });
});
