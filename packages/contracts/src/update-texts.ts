/**
 * The words and limits of investor updates (issue 34), without zod: the feed and the update view read
 * them without loading the schemas.
 */
import { thousands } from './thousands.js';

export const UPDATE_STATUSES = ['draft', 'published'] as const;
export type UpdateStatus = (typeof UPDATE_STATUSES)[number];
/** Who receives a published update: the pitch's funded investors (an agreement both signed, the money received), or also its followers. */
export const UPDATE_AUDIENCES = ['investors', 'investors_and_followers'] as const;
export type UpdateAudience = (typeof UPDATE_AUDIENCES)[number];
export const METRIC_UNITS = ['currency', 'count', 'percent'] as const;
export type MetricUnit = (typeof METRIC_UNITS)[number];
/** Why a recipient received an update. */
export const UPDATE_RELATIONS = ['investor', 'follower'] as const;
export type UpdateRelation = (typeof UPDATE_RELATIONS)[number];

export const UPDATE_TITLE_MAX = 150;
export const UPDATE_BODY_MAX = 20_000;
export const UPDATE_METRICS_MAX = 20;
export const METRIC_KEY_MAX = 40;
export const METRIC_LABEL_MAX = 60;
/** The largest metric value either way; currency and count are whole numbers, percent has at most 2 decimals. */
export const METRIC_VALUE_MAX = 1_000_000_000_000;
/** A metric key: lower-case words joined by hyphens or underscores, e.g. `mrr`, `active-users`. */
export const METRIC_KEY_PATTERN = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;
/** A metric's period: a month. */
export const METRIC_PERIOD_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
/** A reply's length: the quote of the update goes before it in one message (conversations' MESSAGE_BODY_MAX). */
export const UPDATE_REPLY_MAX = 4000;
/** Rows of one /getUpdates page. */
export const UPDATES_PAGE_SIZE = 20;
/** The characters of the body a list row shows. */
export const UPDATE_EXCERPT_LENGTH = 200;
/** A founder with funded investors and no update published for this many days gets one reminder. */
export const UPDATE_REMINDER_DAYS = 35;
/** Points of each series /getPortfolioMetrics answers (the sparkline's length). */
export const SPARKLINE_POINTS = 12;
/** Update writes (save, publish, delete, reply) per person per minute. */
export const UPDATE_WRITES_PER_MINUTE = 30;

export const METRIC_UNIT_LABELS: Record<MetricUnit, string> = {
  currency: 'Currency (C$)',
  count: 'Count',
  percent: 'Percent',
};

export const UPDATE_AUDIENCE_LABELS: Record<UpdateAudience, string> = {
  investors: 'Investors only',
  investors_and_followers: 'Investors and followers',
};

export const updateTexts = {
  saved: 'Draft saved.',
  published: (count: number) => `Update published to ${count} ${count === 1 ? 'recipient' : 'recipients'}.`,
  deleted: 'Draft deleted.',
  loaded: 'Updates loaded.',
  replied: 'Reply sent. It is in Messages.',
  metricsLoaded: 'Metrics loaded.',
  // refusals
  notFound: 'Update not found.',
  pitchNotFound: 'Pitch not found.',
  pitchMismatch: 'This draft belongs to another pitch.',
  alreadyPublished: 'This update is already published. Publish a new update to correct it.',
  publishedNotDeletable: 'A published update cannot be deleted.',
  notRecipient: 'Only the people this update was sent to can reply to it.',
  titleRequired: 'Title is required.',
  titleTooLong: `Title must be at most ${UPDATE_TITLE_MAX} characters.`,
  bodyRequired: 'Write the update before publishing it.',
  bodyTooLong: `The update must be at most ${thousands(UPDATE_BODY_MAX)} characters.`,
  metricsTooMany: `At most ${UPDATE_METRICS_MAX} metrics.`,
  metricsInvalid: 'Metrics must be a list of { key, label, value, unit, period }.',
  metricKeyInvalid:
    'Key must be a slug: lower-case letters and digits, words joined by - or _ (for example mrr or active-users).',
  metricKeyDuplicate: 'Each key and period may appear once.',
  metricLabelRequired: 'Label is required.',
  metricLabelTooLong: `Label must be at most ${METRIC_LABEL_MAX} characters.`,
  metricValueInvalid: 'Value must be a number.',
  metricValueWhole: 'Currency and count values must be whole numbers.',
  metricValuePercent: 'Percent values may have at most 2 decimals.',
  metricValueRange: `Value must be between -${thousands(METRIC_VALUE_MAX)} and ${thousands(METRIC_VALUE_MAX)}.`,
  metricUnitInvalid: `Unit must be one of: ${METRIC_UNITS.join(', ')}.`,
  metricPeriodInvalid: 'Period must be a month, YYYY-MM.',
  audienceInvalid: `Audience must be one of: ${UPDATE_AUDIENCES.join(', ')}.`,
  replyRequired: 'Write a reply.',
  replyTooLong: `A reply must be at most ${thousands(UPDATE_REPLY_MAX)} characters.`,
  pageInvalid: 'Page must be a whole number of at least 1.',
  // notices
  noticeUpdate: (pitch: string, title: string) => `${pitch} published an update: ${title}`,
  noticeReminder: (pitch: string) =>
    `Your investors in ${pitch} have not heard from you for ${UPDATE_REMINDER_DAYS} days. Write them an update.`,
};
