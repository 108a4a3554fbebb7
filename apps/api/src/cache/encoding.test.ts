import { describe, expect, it } from 'vitest';
import { negotiatedEncoding, preferredEncoding } from './encoding.js';

const both = { br: true, gzip: true };

describe('preferredEncoding', () => {
  it('when a browser lists gzip before br, then br is still chosen', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd', both)).toBe('br');
  });
  it('when br is refused with q=0 or not offered, then gzip', () => {
    expect(preferredEncoding('br;q=0, gzip', both)).toBe('gzip');
    expect(preferredEncoding('gzip, br', { br: false, gzip: true })).toBe('gzip');
  });
  it('when nothing usable is accepted, then none', () => {
    expect(preferredEncoding(undefined, both)).toBeNull();
    expect(preferredEncoding('identity', both)).toBeNull();
    expect(preferredEncoding('*;q=0', both)).toBeNull();
  });
  it('when * is accepted, then br', () => {
    expect(preferredEncoding('*', both)).toBe('br');
  });
});

describe('negotiatedEncoding', () => {
  it('when a header value is asked again, then the remembered choice is what preferredEncoding chooses', () => {
    for (const header of ['gzip, deflate, br', 'br;q=0, gzip', 'identity', 'gzip, deflate, br']) {
      expect(negotiatedEncoding(header)).toBe(preferredEncoding(header, both));
    }
    expect(negotiatedEncoding(undefined)).toBeNull();
  });
});
