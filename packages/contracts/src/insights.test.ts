import { describe, expect, it } from 'vitest';
import { getInvestmentPageDataById } from './discovery.js';
import { getPitchInsights, recordPitchEventRequest } from './insights.js';
import { id } from './test-helpers.js';

describe('engagement events', () => {
  const view = {
    pitch_id: id(1),
    kind: 'tab_view',
    tab: 2,
    duration_ms: 1500,
    visitor_id: 'visitor-0000000001',
  };

  it('take a tab view with its tab, and a document open with its document', () => {
    expect(recordPitchEventRequest.safeParse(view).success).toBe(true);
    const { tab: _tab, ...noTab } = view;
    expect(recordPitchEventRequest.safeParse(noTab).success).toBe(false);
    const openEvent = { pitch_id: id(1), kind: 'document_open', visitor_id: 'visitor-0000000001' };
    expect(recordPitchEventRequest.safeParse(openEvent).success).toBe(false);
    expect(recordPitchEventRequest.safeParse({ ...openEvent, document_id: id(3) }).success).toBe(true);
  });

  it.each([
    ['a kind only the server writes', { kind: 'contact_request' }],
    ['a tab beyond Contact', { tab: 6 }],
    ['more than an hour on a tab', { duration_ms: 60 * 60 * 1000 + 1 }],
    ['an unknown key', { viewer_id: id(9) }],
  ])('refuse %s', (_label, change) => {
    expect(recordPitchEventRequest.safeParse({ ...view, ...change }).success).toBe(false);
  });
});

describe('insights and response times', () => {
  it('default to 30 days and take only 30 or 90', () => {
    expect(getPitchInsights.request.parse({ pitch_id: id(1) })).toMatchObject({ days: 30 });
    expect(getPitchInsights.request.parse({ pitch_id: id(1), days: '90' })).toMatchObject({ days: 90 });
    expect(getPitchInsights.request.safeParse({ pitch_id: id(1), days: 60 }).success).toBe(false);
  });

  it.each([
    [null, true],
    [3, true],
    [0, false],
    [2.5, false],
  ])('answers_within_days %s on the pitch page is valid: %s', (value, valid) => {
    const answer = { success: true, message: 'OK', similar_pitch: [], answers_within_days: value };
    const issues = getInvestmentPageDataById.response.safeParse(answer).error?.issues ?? [];
    expect(issues.some((issue) => issue.path[0] === 'answers_within_days')).toBe(!valid);
  });
});
