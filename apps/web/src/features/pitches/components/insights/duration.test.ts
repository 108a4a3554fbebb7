import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration';

describe('time on a tab', () => {
  it('when under a minute, then seconds', () => {
    expect(formatDuration(0)).toBe('0 s');
    expect(formatDuration(44.6)).toBe('45 s');
  });

  it('when minutes or hours, then the larger unit first and zero parts left out', () => {
    expect(formatDuration(200)).toBe('3 min 20 s');
    expect(formatDuration(180)).toBe('3 min');
    expect(formatDuration(7500)).toBe('2 h 5 min');
    expect(formatDuration(3600)).toBe('1 h');
  });
});
