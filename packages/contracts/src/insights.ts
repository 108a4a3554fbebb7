import { z } from 'zod';
import { calls } from './call-routes.js';
import { endpoint, idSchema, ok } from './http.js';
import { MAX_EVENT_DURATION_MS } from './limits.js';

/**
 * Founder insights: who engaged with each pitch (tab views and document opens), and how fast a founder
 * answers contact requests. Which documents are locked is the data room's (data-room.ts).
 */

/** The pitch page's tabs, by index: 0 Overview … 4 Project Milestones, 5 Contact (page 5). */
export const PITCH_TABS = [
  'Overview',
  'Pitch Details',
  'The Team',
  'Documents',
  'Project Milestones',
  'Contact',
] as const;
/** Events a page may send. Contact requests and unlocks are recorded by the server, never sent. */
export const CLIENT_EVENT_KINDS = ['tab_view', 'document_open'] as const;
export type ClientEventKind = (typeof CLIENT_EVENT_KINDS)[number];
/** One viewer's repeated views of the same thing within this window count once. */
export const EVENT_DEDUP_MINUTES = 30;
/** 'Usually answers within N days' needs at least this many decisions in the window. */
export const RESPONSE_TIME_MIN_DECISIONS = 3;
export const RESPONSE_TIME_WINDOW_DAYS = 90;
/** The periods an owner may read insights over, in days; the first is the default. */
export const INSIGHTS_PERIODS = [30, 90] as const;
export type InsightsPeriod = (typeof INSIGHTS_PERIODS)[number];
/** Named viewers listed on the insights page, most recent first. */
export const INSIGHTS_VIEWERS = 50;

const pitchId = idSchema('pitch id');
const documentId = idSchema('document id');
const timestamp = z.iso.datetime({ offset: true });
const count = z.number().int().min(0);

/** A random id the browser keeps for a guest (never an IP address). */
export const visitorIdSchema = z
  .string({ error: 'Invalid visitor id.' })
  .regex(/^[A-Za-z0-9_-]{16,64}$/, { error: 'Invalid visitor id.' });

// ---- engagement events ----

/**
 * What `navigator.sendBeacon` posts to RECORD_EVENT_PATH as JSON text. A beacon cannot set headers,
 * so the API key and the session token travel in the body; the call answers 204 without a body.
 */
export const recordPitchEventRequest = z
  .object({
    pitch_id: pitchId,
    kind: z.enum(CLIENT_EVENT_KINDS, { error: 'Invalid event kind.' }),
    /** tab_view: which tab (an index of PITCH_TABS). */
    tab: z
      .number()
      .int()
      .min(0)
      .max(PITCH_TABS.length - 1)
      .optional(),
    /** tab_view: how long the tab was shown. */
    duration_ms: z.number().int().min(0).max(MAX_EVENT_DURATION_MS).optional(),
    /** document_open: which document. */
    document_id: documentId.optional(),
    visitor_id: visitorIdSchema,
    /** The session token of a signed-in viewer; guests leave it out. */
    token: z.string().max(4096).optional(),
    /** The API key, as the x-api-key header carries it elsewhere. */
    api_key: z.string().max(256).optional(),
  })
  .strict()
  .refine((e) => e.kind !== 'tab_view' || e.tab !== undefined, { path: ['tab'], error: 'Tab is required.' })
  .refine((e) => e.kind !== 'document_open' || e.document_id !== undefined, {
    path: ['document_id'],
    error: 'Document is required.',
  });
export type RecordPitchEventRequest = z.input<typeof recordPitchEventRequest>;

export const recordPitchEvent = endpoint({
  ...calls.recordPitchEvent,
  summary:
    'Records a view of a pitch tab or an open of a public document (answers 204). Repeats by the same ' +
    "viewer within 30 minutes count once; the owner's own views are not counted.",
  request: recordPitchEventRequest,
  response: z.undefined(),
});

// ---- insights ----

export const pitchInsights = z.object({
  pitch_id: z.uuid(),
  days: z.union([z.literal(30), z.literal(90)]),
  totals: z.object({
    views: count,
    unique_viewers: count,
    document_opens: count,
    requests: count,
    allowed: count,
  }),
  /** Every day of the period, oldest first, zeros included. */
  daily: z.array(z.object({ date: z.iso.date(), views: count, unique_viewers: count })),
  /** Every tab of PITCH_TABS, in order. */
  tabs: z.array(z.object({ tab: count, title: z.string(), views: count, seconds: count })),
  /** Every current document, in the pitch's order. */
  documents: z.array(z.object({ _id: z.uuid(), name: z.string(), locked: z.boolean(), opens: count })),
  /** Unique viewers → contact requests → allowed requests, in the period. */
  funnel: z.object({ views: count, requests: count, allowed: count }),
  /** Signed-in viewers, most recent first, at most INSIGHTS_VIEWERS. */
  viewers: z.array(
    z.object({
      _id: z.uuid(),
      first_name: z.string(),
      last_name: z.string(),
      photo: z.string().nullable(),
      user_type: z.enum(['investor', 'entrepreneur']),
      last_viewed_at: timestamp,
      views: count,
      documents_opened: z.array(z.object({ _id: z.uuid(), name: z.string(), opened_at: timestamp })),
    }),
  ),
  /** Guests who viewed, counted by their browser id. */
  guest_viewers: count,
  /** The founder's median days from request to decision, or null below RESPONSE_TIME_MIN_DECISIONS. */
  answers_within_days: z.number().int().min(1).nullable(),
  /** Investors following the pitch now (a number only: who follows is not shown). */
  followers: count,
});
export type PitchInsights = z.infer<typeof pitchInsights>;

export const getPitchInsights = endpoint({
  ...calls.getPitchInsights,
  summary: 'Views, time per tab, document opens, the request funnel and the viewers of an own pitch.',
  request: z.object({
    pitch_id: pitchId,
    days: z.preprocess(
      (value) =>
        value === '' || value === null || value === undefined ? INSIGHTS_PERIODS[0] : Number(value),
      z.literal(INSIGHTS_PERIODS, { error: `Days must be ${INSIGHTS_PERIODS.join(' or ')}.` }),
    ),
  }),
  response: ok({ insights: pitchInsights }),
});

export const insightsEndpoints = [recordPitchEvent, getPitchInsights] as const;
