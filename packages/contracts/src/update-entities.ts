/**
 * The shapes of investor updates (issue 34): a founder's report on one pitch, with a title, a plain-text
 * body and metrics by month, kept as a draft, then published once to its audience and never edited.
 */
import { z } from 'zod';
import { textField } from './http.js';
import {
  METRIC_KEY_MAX,
  METRIC_KEY_PATTERN,
  METRIC_LABEL_MAX,
  METRIC_PERIOD_PATTERN,
  METRIC_UNITS,
  METRIC_VALUE_MAX,
  updateTexts as t,
  UPDATE_AUDIENCES,
  UPDATE_RELATIONS,
  UPDATE_STATUSES,
} from './update-texts.js';

const timestamp = z.iso.datetime({ offset: true });

/** Digits as text are taken (forms send text); anything else that is not a finite number is refused. */
const metricValue = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*-?\d{1,13}(\.\d+)?\s*$/.test(value) ? Number(value) : value),
  z
    .number({ error: t.metricValueInvalid })
    .refine(Number.isFinite, { error: t.metricValueInvalid, abort: true })
    .refine((value) => Math.abs(value) <= METRIC_VALUE_MAX, { error: t.metricValueRange, abort: true }),
);

/** Whether a value fits its unit: currency and count whole, percent at most two decimals. */
export function metricValueFits(unit: (typeof METRIC_UNITS)[number], value: number): boolean {
  if (unit === 'percent') return Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
  return Number.isInteger(value);
}

export const metricInput = z
  .object({
    key: z
      .string({ error: t.metricKeyInvalid })
      .trim()
      .max(METRIC_KEY_MAX, { error: t.metricKeyInvalid })
      .regex(METRIC_KEY_PATTERN, { error: t.metricKeyInvalid }),
    label: textField({ error: t.metricLabelRequired })
      .trim()
      .min(1, { error: t.metricLabelRequired })
      .max(METRIC_LABEL_MAX, { error: t.metricLabelTooLong }),
    value: metricValue,
    unit: z.enum(METRIC_UNITS, { error: t.metricUnitInvalid }),
    period: z.string({ error: t.metricPeriodInvalid }).trim().regex(METRIC_PERIOD_PATTERN, {
      error: t.metricPeriodInvalid,
    }),
  })
  .superRefine((metric, ctx) => {
    if (!metricValueFits(metric.unit, metric.value)) {
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: metric.unit === 'percent' ? t.metricValuePercent : t.metricValueWhole,
      });
    }
  });
export type MetricInput = z.input<typeof metricInput>;

export const metric = z.object({
  key: z.string(),
  label: z.string(),
  value: z.number(),
  unit: z.enum(METRIC_UNITS),
  period: z.string(),
});
export type Metric = z.infer<typeof metric>;

/** One update, whole. */
export const investorUpdate = z.object({
  _id: z.uuid(),
  pitch_id: z.uuid(),
  name_of_pitch: z.string(),
  /** The pitch's logo (a URL, or '' when none). */
  pitch_logo: z.string(),
  title: z.string(),
  /** Plain text: paragraphs split by blank lines; links are drawn by the web, never HTML. */
  body: z.string(),
  metrics: z.array(metric),
  audience: z.enum(UPDATE_AUDIENCES),
  status: z.enum(UPDATE_STATUSES),
  created_at: timestamp,
  updated_at: timestamp,
  published_at: timestamp.nullable(),
});
export type InvestorUpdate = z.infer<typeof investorUpdate>;

/** One row of a list: no body, its first characters instead. */
export const updateSummary = investorUpdate.omit({ body: true }).extend({
  excerpt: z.string(),
  /** Recipients: whether the caller has not opened it yet; null for the owner. */
  unread: z.boolean().nullable(),
  /** The owner, on a published update: how many received it and how many opened it; null otherwise. */
  recipient_count: z.number().int().nullable(),
  read_count: z.number().int().nullable(),
});
export type UpdateSummary = z.infer<typeof updateSummary>;

/** The owner's read status of one recipient. */
export const updateRecipient = z.object({
  user_id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  relation: z.enum(UPDATE_RELATIONS),
  read_at: timestamp.nullable(),
});
export type UpdateRecipient = z.infer<typeof updateRecipient>;

/** One metric over time: a point per period, the newest published value of that period. */
export const metricSeries = z.object({
  key: z.string(),
  /** The label of the newest point. */
  label: z.string(),
  unit: z.enum(METRIC_UNITS),
  points: z.array(
    z.object({ period: z.string(), value: z.number(), update_id: z.uuid(), published_at: timestamp }),
  ),
});
export type MetricSeries = z.infer<typeof metricSeries>;
