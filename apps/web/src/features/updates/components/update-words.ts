import type { MetricUnit } from '@angelbridge/contracts';

/** Words of the updates pages that only the web shows (the server's own are in contracts' update-texts). */
export const words = {
  feedTitle: 'Updates',
  feedIntro: 'What the companies you invested in, or follow, report: newest first.',
  feedLoading: 'Loading your updates',
  feedError: 'Your updates could not be loaded',
  feedEmptyTitle: 'No updates yet',
  feedEmpty:
    'When a company you invested in publishes an update, it shows here, and you get an e-mail. Companies you follow may send you theirs too.',
  unread: (count: number) => (count === 0 ? 'All read' : `${count} unread`),
  newBadge: 'New',
  updateLoading: 'Loading the update',
  updateError: 'This update could not be loaded',
  updateNotFound: 'Update not found',
  updateNotFoundText: 'This update does not exist, or it was not sent to you.',
  backToFeed: 'All updates',
  metricsTitle: 'Metrics in this update',
  chartsTitle: 'Metrics over time',
  chartsLoading: 'Loading the charts',
  chartsError: 'The charts could not be loaded',
  chartsEmpty: 'No metrics reported yet.',
  showTable: (label: string) => `${label} as a table`,
  month: 'Month',
  value: 'Value',
  replyTitle: (company: string) => `Reply to ${company}`,
  replyHint: 'Your reply goes to the founder in Messages, with this update quoted.',
  replySend: 'Send reply',
  openConversation: 'Open the conversation',
  conversationSoFar: 'Your conversation about this company',
  readStatusTitle: 'Read status',
  opened: (read: number, of: number) => `${read} of ${of} opened`,
  notOpened: 'Not yet',
  openedAt: (when: string) => `Opened ${when}`,
  recipientsEmpty:
    'Nobody received this update: the pitch had no investors (or followers) when it was published.',
  relation: { investor: 'Investor', follower: 'Follower' },
  // the founder's side
  pitchUpdatesTitle: 'Updates',
  pitchUpdatesLoading: 'Loading the updates',
  pitchUpdatesError: 'The updates could not be loaded',
  pitchUpdatesEmptyTitle: 'No updates yet',
  pitchUpdatesEmpty:
    'Tell your investors how the company is doing: a few paragraphs and your numbers each month. Drafts stay private until you publish them.',
  newUpdate: 'New update',
  draft: 'Draft',
  published: 'Published',
  publishedOn: (when: string) => `Published ${when}`,
  savedOn: (when: string) => `Last saved ${when}`,
  edit: 'Edit',
  view: 'View',
  myPitches: 'My Pitches',
  round: 'Round',
  notYourPitch: 'Not your pitch',
  pitchNotFound: 'Pitch not found',
  pitchNotFoundText: 'This pitch does not exist, or it was removed.',
  editDraft: 'Edit draft',
  draftNote: 'A draft: only you can see it. Publish it from the editor.',
  tryAgain: 'Try again',
} as const;

const WHOLE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const PERCENT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A metric's value as people read it: C$12,000, 1,250, 4.5%. */
export function formatMetric(unit: MetricUnit, value: number): string {
  if (unit === 'percent') return `${PERCENT.format(value)}%`;
  if (unit === 'currency') return `${value < 0 ? '-' : ''}C$${WHOLE.format(Math.abs(value))}`;
  return WHOLE.format(value);
}

const SHORT_MONTH = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const LONG_MONTH = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

function monthDate(period: string): Date | null {
  const match = /^(\d{4})-(\d{2})$/.exec(period);
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)) : null;
}

/** A YYYY-MM period as 'Oct 2026' (or 'October 2026' with `long`); anything else as it is. */
export function formatPeriod(period: string, long = false): string {
  const date = monthDate(period);
  if (!date) return period;
  return (long ? LONG_MONTH : SHORT_MONTH).format(date);
}

/** The month before `now`'s, as YYYY-MM: what a monthly update usually reports. */
export function lastMonth(now = new Date()): string {
  const month = now.getMonth(); // 0-based: this month's index is last month's 1-based number
  const year = month === 0 ? now.getFullYear() - 1 : now.getFullYear();
  return `${year}-${String(month === 0 ? 12 : month).padStart(2, '0')}`;
}
