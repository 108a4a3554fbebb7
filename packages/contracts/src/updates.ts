/**
 * Investor updates (issue 34): the owner of a pitch keeps drafts and publishes them once to the pitch's
 * funded investors (an agreement both signed, the money received), and to its followers when asked; recipients read
 * a feed across companies, the metrics over time, and reply into a conversation. Shapes live in
 * update-entities.ts, words and limits in update-texts.ts.
 */
import { z } from 'zod';
import { calls } from './call-routes.js';
import { endpoint, idSchema, jsonField, ok, textField } from './http.js';
import {
  investorUpdate,
  metricInput,
  metricSeries,
  updateRecipient,
  updateSummary,
} from './update-entities.js';
import {
  SPARKLINE_POINTS,
  updateTexts as t,
  UPDATE_AUDIENCES,
  UPDATE_BODY_MAX,
  UPDATE_METRICS_MAX,
  UPDATE_REPLY_MAX,
  UPDATE_TITLE_MAX,
  UPDATES_PAGE_SIZE,
} from './update-texts.js';

export * from './update-entities.js';
export * from './update-texts.js';

const updateId = idSchema('update id');
const pitchId = idSchema('pitch id');

const positivePage = z.preprocess(
  (value) => (value === '' || value === null ? undefined : typeof value === 'string' ? Number(value) : value),
  z
    .number({ error: t.pageInvalid })
    .int({ error: t.pageInvalid })
    .min(1, { error: t.pageInvalid })
    .optional(),
);

export const saveUpdateForm = z.object({
  update_id: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    updateId.optional(),
  ),
  pitch_id: pitchId,
  title: textField({ error: t.titleRequired })
    .trim()
    .min(1, { error: t.titleRequired })
    .max(UPDATE_TITLE_MAX, { error: t.titleTooLong }),
  /** May be empty in a draft; publishing needs it. */
  body: textField({ error: t.bodyTooLong })
    .trim()
    .max(UPDATE_BODY_MAX, { error: t.bodyTooLong })
    .optional()
    .transform((body) => body ?? ''),
  metrics: jsonField(
    z
      .array(metricInput, { error: t.metricsInvalid })
      .max(UPDATE_METRICS_MAX, { error: t.metricsTooMany })
      .superRefine((metrics, ctx) => {
        const seen = new Set<string>();
        metrics.forEach((metric, index) => {
          const pair = `${metric.key} ${metric.period}`;
          if (seen.has(pair)) {
            ctx.addIssue({ code: 'custom', path: [index, 'key'], message: t.metricKeyDuplicate });
          }
          seen.add(pair);
        });
      }),
  )
    .optional()
    .transform((metrics) => metrics ?? []),
  audience: z.enum(UPDATE_AUDIENCES, { error: t.audienceInvalid }),
});
export type SaveUpdateForm = z.input<typeof saveUpdateForm>;

export const saveUpdate = endpoint({
  ...calls.saveUpdate,
  summary:
    "Creates a draft update of the caller's pitch, or replaces a draft (update_id). A published update is never " +
    'edited (409): a correction is a new update.',
  request: saveUpdateForm,
  response: ok({ update: investorUpdate }),
});

export const publishUpdate = endpoint({
  ...calls.publishUpdate,
  summary:
    'Publishes a draft once (409 the second time): its recipients are fixed then (the pitch’s investors, plus its ' +
    'followers when the audience says so), each gets a bell notice and, unless they turned email_investor_updates ' +
    'off, one e-mail through the queue.',
  request: z.object({ update_id: updateId }),
  response: ok({ update: investorUpdate, recipient_count: z.number().int() }),
});

export const deleteUpdate = endpoint({
  ...calls.deleteUpdate,
  summary: 'Deletes a draft of the caller’s pitch; a published update stays (409).',
  request: z.object({ update_id: updateId }),
  response: ok({}),
});

export const getUpdates = endpoint({
  ...calls.getUpdates,
  summary:
    `Pages of ${UPDATES_PAGE_SIZE}. The owner: the updates (drafts and published) of their pitches, or of pitch_id, ` +
    'with read counts. A recipient: the published updates sent to them across companies (or of pitch_id), newest ' +
    'first, with unread flags. Never cached.',
  request: z.object({
    pitch_id: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      pitchId.optional(),
    ),
    page: positivePage,
  }),
  response: ok({
    updates: z.array(updateSummary),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    /** Recipients: their unread published updates in all; 0 for the owner. */
    unread_total: z.number().int(),
  }),
});

export const getUpdate = endpoint({
  ...calls.getUpdate,
  summary:
    'One update, for its owner (drafts too, with each recipient’s read status) or a recipient (published only; ' +
    'marks it read). Anyone else gets 404.',
  request: z.object({ update_id: updateId }),
  response: ok({
    update: investorUpdate,
    /** The owner's view of who received it and who opened it; null for a recipient and on a draft. */
    recipients: z.array(updateRecipient).nullable(),
    /** A recipient: the conversation their replies go to, when one exists. */
    conversation_id: z.uuid().nullable(),
  }),
});

export const getPitchMetrics = endpoint({
  ...calls.getPitchMetrics,
  summary:
    'Each metric of a pitch over time, from the published updates the caller may read (all of them for the owner, ' +
    'those sent to them for a recipient). Anyone else gets 404. Never cached.',
  request: z.object({ pitch_id: pitchId }),
  response: ok({ series: z.array(metricSeries) }),
});

export const getPortfolioMetrics = endpoint({
  ...calls.getPortfolioMetrics,
  summary:
    `For each company that sent the caller an update with metrics: each metric's newest ${SPARKLINE_POINTS} ` +
    'points (the portfolio’s sparklines).',
  request: z.object({}).loose(),
  response: ok({
    companies: z.array(
      z.object({ pitch_id: z.uuid(), name_of_pitch: z.string(), series: z.array(metricSeries) }),
    ),
  }),
});

export const replyToUpdate = endpoint({
  ...calls.replyToUpdate,
  summary:
    'A recipient replies to a published update: the reply, with the update quoted, opens or continues the ' +
    'conversation between the caller and the pitch’s owner on that pitch.',
  request: z.object({
    update_id: updateId,
    body: textField({ error: t.replyRequired })
      .trim()
      .min(1, { error: t.replyRequired })
      .max(UPDATE_REPLY_MAX, { error: t.replyTooLong }),
  }),
  response: ok({ conversation_id: z.uuid(), message_id: z.uuid() }),
});

export const updatesEndpoints = [
  saveUpdate,
  publishUpdate,
  deleteUpdate,
  getUpdates,
  getUpdate,
  getPitchMetrics,
  getPortfolioMetrics,
  replyToUpdate,
] as const;
