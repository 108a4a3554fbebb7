import { describe, expect, it } from 'vitest';
import { splitLinks } from './linkify';

describe('links in a message body', () => {
  it('makes http(s) addresses links and keeps everything else text', () => {
    expect(splitLinks('See https://example.com/a?b=1, then http://x.io.')).toEqual([
      { text: 'See ' },
      { href: 'https://example.com/a?b=1', text: 'https://example.com/a?b=1' },
      { text: ', then ' },
      { href: 'http://x.io/', text: 'http://x.io' },
      { text: '.' },
    ]);
  });

  it('never links other schemes or markup', () => {
    const body = 'javascript:alert(1) <a href="https://evil">x</a> data:text/html,hi';
    const parts = splitLinks(body);
    expect(parts.filter((p) => 'href' in p).map((p) => ('href' in p ? p.href : ''))).toEqual([
      'https://evil/',
    ]);
    expect(parts.map((p) => p.text).join('')).toBe(body);
  });

  it('leaves a body without links as one text', () => {
    expect(splitLinks('Plain words')).toEqual([{ text: 'Plain words' }]);
    expect(splitLinks('')).toEqual([]);
  });
});
