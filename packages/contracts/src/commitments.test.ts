import { describe, expect, it } from 'vitest';
import { commitToPitch, offerToLead, commitmentTexts as t, utcToday } from './commitments.js';

const pitch_id = '00000000-0000-4000-8000-000000000001';
const errorsOf = (body: unknown) =>
  commitToPitch.request.safeParse(body).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
const dayFromToday = (days: number) =>
  new Date(Date.parse(`${utcToday()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('commitToPitch request', () => {
  it('when the amount is a whole number (or its digits as text), then it is taken as a number', () => {
    expect(commitToPitch.request.parse({ pitch_id, amount: 25000 }).amount).toBe(25000);
    expect(commitToPitch.request.parse({ pitch_id, amount: '25000' }).amount).toBe(25000);
  });

  it.each([
    ['fractional', 2500.5],
    ['negative', -100],
    ['zero', 0],
    ['10^15', 10 ** 15],
    ['words', 'lots'],
    ['a decimal string', '25.5'],
    ['missing', undefined],
  ])('when the amount is %s, then amount is refused with its range', (_what, amount) => {
    expect(errorsOf({ pitch_id, amount })).toEqual([['amount', t.amountInvalid]]);
  });

  it('when until is today or past, then until is refused; tomorrow is taken', () => {
    expect(errorsOf({ pitch_id, amount: 1, conditions: { until: utcToday() } })).toEqual([
      ['conditions.until', t.untilPast],
    ]);
    expect(errorsOf({ pitch_id, amount: 1, conditions: { until: '2001-01-01' } })).toEqual([
      ['conditions.until', t.untilPast],
    ]);
    expect(errorsOf({ pitch_id, amount: 1, conditions: { until: dayFromToday(1) } })).toBeUndefined();
    expect(errorsOf({ pitch_id, amount: 1, conditions: { until: '31/12/2030' } })).toEqual([
      ['conditions.until', t.untilInvalid],
    ]);
  });

  it('when the note is over its limit, then note is refused', () => {
    expect(errorsOf({ pitch_id, amount: 1, note: 'x'.repeat(1001) })).toEqual([['note', t.noteTooLong]]);
  });
});

describe('offerToLead request', () => {
  it('when conflicts are missing or blank, then conflicts are required', () => {
    const result = offerToLead.request.safeParse({ pitch_id, memo: 'I led three rounds.', conflicts: '  ' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['conflicts', t.conflictsRequired],
    ]);
    expect(offerToLead.request.safeParse({ pitch_id, memo: 'm', conflicts: 'None' }).success).toBe(true);
  });
});
