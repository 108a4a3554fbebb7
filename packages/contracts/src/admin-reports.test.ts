import { describe, expect, it } from 'vitest';
import { getContactMessages } from './admin-contact.js';
import { saveCmsDraft } from './admin-content.js';
import { REPORT_DETAILS_MAX, reportContent, reportTexts, resolveReport } from './admin-reports.js';

const ID = '00000000-0000-4000-8000-000000000001';
const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('/reportContent', () => {
  it('takes a reason from the fixed list, and details are required only for "other"', () => {
    expect(
      reportContent.request.safeParse({ target_type: 'pitch', target_id: ID, reason: 'spam' }).success,
    ).toBe(true);
    const other = reportContent.request.safeParse({ target_type: 'pitch', target_id: ID, reason: 'other' });
    expect(issues(other)).toEqual({ details: reportTexts.detailsRequiredForOther });
    const long = reportContent.request.safeParse({
      target_type: 'message',
      target_id: ID,
      reason: 'fraud',
      details: 'x'.repeat(REPORT_DETAILS_MAX + 1),
    });
    expect(Object.keys(issues(long))).toEqual(['details']);
    expect(
      reportContent.request.safeParse({ target_type: 'comment', target_id: ID, reason: 'spam' }).success,
    ).toBe(false);
  });
});

describe('/admin/resolveReport', () => {
  it('needs a note to unpublish or suspend (the owner’s reason), not to dismiss', () => {
    expect(resolveReport.request.safeParse({ report_id: ID, action: 'dismiss' }).success).toBe(true);
    expect(issues(resolveReport.request.safeParse({ report_id: ID, action: 'suspend', note: '  ' }))).toEqual(
      {
        note: reportTexts.noteRequired,
      },
    );
  });
});

describe('content and contact messages', () => {
  it('trim and bound the draft; default the message filter to unhandled', () => {
    expect(
      saveCmsDraft.request.safeParse({ cms_code: 'terms_condition', title: ' ', content: 'x' }).success,
    ).toBe(false);
    expect(getContactMessages.request.parse({})).toEqual({ filter: 'unhandled', page: 1 });
  });
});
