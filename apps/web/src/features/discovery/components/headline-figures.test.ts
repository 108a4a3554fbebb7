import { describe, expect, it } from 'vitest';
import { headlineCad, headlineCount } from './headline-figures';

describe('headline figures', () => {
  it('when a count is small, then it is exact; when larger, then rounded down with a +', () => {
    expect([0, 7, 10, 20, 23, 99, 137, 734, 1_234, 13_456].map(headlineCount)).toEqual([
      '0',
      '7',
      '10+',
      '20+',
      '20+',
      '90+',
      '100+',
      '700+',
      '1,200+',
      '13,000+',
    ]);
  });

  it('when an amount is in C$, then millions and thousands are rounded down, never up', () => {
    expect([0, 5, 500, 950_999, 1_000_000, 13_650_000, 1_999_999_999].map(headlineCad)).toEqual([
      'C$0',
      'C$5',
      'C$500+',
      'C$950K+',
      'C$1M+',
      'C$13M+',
      'C$1,999M+',
    ]);
  });
});
