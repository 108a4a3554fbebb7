import { describe, expect, it } from 'vitest';
import { money, thousands } from './thousands.js';

describe('numbers as the texts write them', () => {
  it('when a whole number is written, then its thousands are grouped as en-US groups them', () => {
    for (const n of [0, 7, 999, 1_000, 25_000, 1_234_567, 999_999_999_999, -1_500]) {
      expect(thousands(n)).toBe(n.toLocaleString('en-US'));
    }
  });

  it('when an amount is written, then it is in Canadian dollars, a fraction as the locale writes it', () => {
    expect(money(25_000)).toBe('C$25,000');
    expect(money(1_000_000_000)).toBe('C$1,000,000,000');
    expect(money(1234.5)).toBe('C$1,234.5');
  });
});
