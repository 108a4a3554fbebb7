import { z } from 'zod';
import { calls } from './call-routes.js';
import { endpoint, ok, optionalText, requiredId } from './http.js';

/** What a signed-in user may report, and why (a fixed list the queue can filter and count by). */
export const REPORT_TARGET_TYPES = ['pitch', 'profile', 'message'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];
export const REPORT_REASONS = ['spam', 'fraud', 'inappropriate', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
/** open until an admin resolves it; the other three say what the admin did. */
export const REPORT_STATUSES = ['open', 'dismissed', 'unpublished', 'suspended'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const REPORT_ACTIONS = ['dismiss', 'unpublish', 'suspend'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

export const REPORT_DETAILS_MAX = 1000;
export const REPORT_NOTE_MAX = 1000;
/** Reports one user may file in 24 hours. */
export const REPORTS_PER_DAY = 10;
export const REPORTS_PAGE_SIZE = 20;

export const reportTexts = {
  targetTypeRequired: "target_type must be 'pitch', 'profile' or 'message'.",
  targetIdRequired: 'target_id is required.',
  reasonRequired: "reason must be 'spam', 'fraud', 'inappropriate' or 'other'.",
  detailsRequiredForOther: 'Please say what is wrong.',
  notFound: 'There is nothing to report here: it does not exist or you cannot see it.',
  ownContent: 'You cannot report your own content.',
  alreadyReported: 'You have already reported this; an admin will look at it.',
  tooMany: `You can file at most ${REPORTS_PER_DAY} reports a day. Please try again later.`,
  sent: 'Thank you. An admin will review your report.',
  reportNotFound: 'Report not found.',
  alreadyResolved: 'This report has already been resolved.',
  noteRequired: 'A note is required: it is the reason the owner is shown.',
  unpublishOnlyPitch: 'Only a pitch can be unpublished; suspend the account instead.',
  resolved: 'The report is resolved and the reporter has been told.',
  contentGone: 'The reported content no longer exists; dismiss the report instead.',
} as const;

const m = reportTexts;

export const reportContentRequest = z
  .object({
    target_type: z.enum(REPORT_TARGET_TYPES, { error: m.targetTypeRequired }),
    target_id: requiredId(m.targetIdRequired, 'target_id'),
    reason: z.enum(REPORT_REASONS, { error: m.reasonRequired }),
    details: optionalText(REPORT_DETAILS_MAX),
  })
  .superRefine((value, ctx) => {
    // 'other' says nothing by itself: the admin needs the reporter's words
    if (value.reason === 'other' && !value.details) {
      ctx.addIssue({ code: 'custom', path: ['details'], message: m.detailsRequiredForOther });
    }
  });
export type ReportContentRequest = z.input<typeof reportContentRequest>;

export const reportContent = endpoint({
  ...calls.reportContent,
  summary: `Reports a pitch, a profile or a message the caller can see, to the admins (at most ${REPORTS_PER_DAY} a day).`,
  request: reportContentRequest,
  response: ok({ report_id: z.uuid() }),
});

/** The reported content as the admin reads it inline; null when it has since been deleted. */
export const reportedContent = z.object({
  /** The pitch's name, the person's name, or who sent the message. */
  title: z.string(),
  /** The pitch's summary, the person's bio, the message's text. */
  text: z.string(),
  /** The account that owns the content (the one a suspension would hit). */
  owner_id: z.uuid(),
  owner_name: z.string(),
  /** A web path to the content, when it has a page. */
  link: z.string().nullable(),
});
export type ReportedContent = z.infer<typeof reportedContent>;

const person = z.object({ _id: z.uuid(), name: z.string(), email: z.string() });

export const adminReport = z.object({
  _id: z.uuid(),
  target_type: z.enum(REPORT_TARGET_TYPES),
  target_id: z.uuid(),
  reason: z.enum(REPORT_REASONS),
  details: z.string(),
  status: z.enum(REPORT_STATUSES),
  admin_note: z.string().nullable(),
  reporter: person,
  resolved_by: person.nullable(),
  resolved_at: z.iso.datetime({ offset: true }).nullable(),
  created_at: z.iso.datetime({ offset: true }),
  content: reportedContent.nullable(),
});
export type AdminReport = z.infer<typeof adminReport>;

const pageField = z.preprocess(
  (value) => (value === '' || value === null ? undefined : typeof value === 'string' ? Number(value) : value),
  z.number({ error: 'page must be a whole number from 1.' }).int().min(1).max(10_000).default(1),
);

export const getReports = endpoint({
  ...calls.getReports,
  summary: `The report queue, newest first, ${REPORTS_PAGE_SIZE} a page, each with the reported content inline.`,
  request: z.object({
    status: z.enum(REPORT_STATUSES, { error: 'Unknown status.' }).optional(),
    page: pageField,
  }),
  response: ok({ reports: z.array(adminReport), total: z.number().int(), page_size: z.number().int() }),
});

export const resolveReportRequest = z
  .object({
    report_id: requiredId('report_id is required.', 'report_id'),
    action: z.enum(REPORT_ACTIONS, { error: "action must be 'dismiss', 'unpublish' or 'suspend'." }),
    note: optionalText(REPORT_NOTE_MAX),
  })
  .superRefine((value, ctx) => {
    if (value.action !== 'dismiss' && !value.note) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: m.noteRequired });
    }
  });

export const resolveReport = endpoint({
  ...calls.resolveReport,
  summary:
    'Resolves an open report: dismiss it, unpublish the reported pitch or suspend the account behind the ' +
    'content (the note is the reason shown to them). Every open report on the same content is closed with it; each reporter is notified.',
  request: resolveReportRequest,
  response: ok({ report: adminReport, closed: z.number().int() }),
});

export { pageField as adminPageField };

export const adminReportsEndpoints = [reportContent, getReports, resolveReport] as const;
