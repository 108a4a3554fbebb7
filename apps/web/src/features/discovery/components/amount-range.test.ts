import { describe, expect, it } from 'vitest';
import { formatDollars, niceStep, rangeValue } from './amount-range';

describe('the amount slider', () => {
  it('steps in round amounts, about a hundred stops across the range', () => {
    expect(niceStep(0, 100)).toBe(1);
    expect(niceStep(5_000, 50_000)).toBe(500);
    expect(niceStep(0, 1_300_000)).toBe(20_000);
  });

  it('keeps amounts from the URL inside the bounds, and starts at the bounds without any', () => {
    const bounds = { min: 5_000, max: 50_000 };
    expect(rangeValue(bounds)).toEqual([5_000, 50_000]);
    expect(rangeValue(bounds, 1, 9_999_999)).toEqual([5_000, 50_000]);
    expect(rangeValue(bounds, 10_000, 20_000)).toEqual([10_000, 20_000]);
  });

  it('reads in plain dollars (§9)', () => {
    expect(formatDollars(25_000)).toBe('$25,000');
  });
});
