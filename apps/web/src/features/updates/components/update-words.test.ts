import { describe, expect, it } from 'vitest';
import { aSeries } from '../test/update-fixture';
import { seriesSummary } from './metric-words';
import { paragraphsOf, safeHref } from './update-body';
import { formatMetric, formatPeriod, lastMonth } from './update-words';

describe('metric words', () => {
  it('writes each unit as people read it', () => {
    expect(formatMetric('currency', 14_000)).toBe('C$14,000');
    expect(formatMetric('currency', -2_500)).toBe('-C$2,500');
    expect(formatMetric('count', 1_250)).toBe('1,250');
    expect(formatMetric('percent', 4.25)).toBe('4.25%');
    expect(formatMetric('percent', 12)).toBe('12%');
  });

  it('writes a month short or long, and leaves anything else as it is', () => {
    expect(formatPeriod('2026-10')).toBe('Oct 2026');
    expect(formatPeriod('2026-01', true)).toBe('January 2026');
    expect(formatPeriod('soon')).toBe('soon');
  });

  it('takes last month, across a new year too', () => {
    expect(lastMonth(new Date(2026, 10, 28))).toBe('2026-10');
    expect(lastMonth(new Date(2027, 0, 3))).toBe('2026-12');
  });

  it('sums a series up in one sentence: first, last, lowest and highest', () => {
    expect(seriesSummary(aSeries())).toBe(
      'MRR over 3 months: from C$10,000 in August 2026 to C$14,000 in October 2026; lowest C$10,000 in August 2026, highest C$14,000 in October 2026',
    );
    const one = aSeries();
    expect(seriesSummary({ ...one, points: one.points.slice(0, 1) })).toBe('MRR: C$10,000 in August 2026');
    expect(seriesSummary({ ...one, points: [] })).toBe('MRR: no values yet');
  });
});

describe('an update’s text', () => {
  it('splits paragraphs at blank lines only', () => {
    expect(paragraphsOf('One\nstill one\n\n  \nTwo\r\n\r\nThree')).toEqual([
      'One\nstill one',
      'Two',
      'Three',
    ]);
    expect(paragraphsOf('  \n\n ')).toEqual([]);
  });

  it('opens only http and https addresses', () => {
    expect(safeHref('https://solar.example/a?b=1')).toBe('https://solar.example/a?b=1');
    expect(safeHref('www.solar.example')).toBe('https://www.solar.example/');
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('data:text/html,hi')).toBeNull();
    expect(safeHref('https://')).toBeNull();
  });
});
