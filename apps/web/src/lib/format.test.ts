import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format';

describe('dates as the app writes them', () => {
  it('writes a day and a moment in the en-CA style the rest of the app uses', () => {
    const at = '2026-11-28T15:37:00Z';
    expect(formatDate(at)).toBe(
      new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium' }).format(new Date(at)),
    );
    expect(formatDate(at)).toMatch(/2026/);
    expect(formatDateTime(at)).toContain(formatDate(at));
  });
});
