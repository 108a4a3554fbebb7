import { z } from 'zod';
import { calls } from './call-routes.js';
import { booleanField, endpoint, idSchema, ok } from './http.js';
import { messages } from './messages.js';

const m = messages;

export const NOTIFICATION_KINDS = [
  'contact_request',
  'contact_withdrawn',
  'contact_decision',
  /** A followed pitch's news (follows.ts). */
  'pitch_update',
  /** A newly visible pitch matched a saved search (follows.ts). */
  'saved_search_match',
  /** What an admin did about the caller's report (admin reports). */
  'report_outcome',
  /** A team published the caller's question as an FAQ of their pitch (conversations). */
  'faq_published',
  /** Founders: a commitment to their pitch was made, changed, withdrawn or lapsed, or an offer to lead came. */
  'commitment',
  /** Investors: their commitment was accepted, declined or lapsed; the lead was confirmed; the round closed. */
  'round_update',
  /** Either party: an agreement to sign, signed by the other side, completed, voided, or a reminder (issue 33). */
  'agreement',
  /** Investors: the founder marked the money of their commitment received (issue 33). */
  'funded',
  /** Recipients: a company published an investor update (issue 34). */
  'investor_update',
  /** Founders: funded investors have had no update for UPDATE_REMINDER_DAYS days (issue 34). */
  'update_reminder',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const NOTIFICATION_PAGE_SIZE = 20;
/** The path of the live stream (GET, Server-Sent Events); not a contract call, so not under endpoints. */
export const NOTIFICATION_STREAM_PATH = '/api/notifications/stream';

/** One entry of the bell's list. */
export const notification = z.object({
  _id: z.uuid(),
  /** Increases with every notification; the SSE event id, and the `since` of a catch-up. */
  seq: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** A web route to open, e.g. /pitchrequest or /project/{id}. */
  link: z.string(),
  contact_id: z.uuid().nullable(),
  read: z.boolean(),
  created_at: z.iso.datetime({ offset: true }),
});
export type Notification = z.infer<typeof notification>;

/** The data of each `notification` event on the stream. */
export const notificationEvent = z.object({ notification, unread_count: z.number().int() });
export type NotificationEvent = z.infer<typeof notificationEvent>;

const optionalSeq = z.preprocess(
  (value) => (value === '' || value === null ? undefined : typeof value === 'string' ? Number(value) : value),
  z.number().int().min(0).optional(),
);

export const getNotifications = endpoint({
  ...calls.getNotifications,
  summary:
    "The caller's notifications, newest first, with the unread count. `before` (a seq) pages back; " +
    '`since` (a seq) returns only newer ones, for catching up after a lost stream.',
  request: z.object({
    before: optionalSeq,
    since: optionalSeq,
    limit: z.preprocess(
      (value) =>
        value === '' || value === null ? undefined : typeof value === 'string' ? Number(value) : value,
      z.number().int().min(1).max(100).default(NOTIFICATION_PAGE_SIZE),
    ),
  }),
  response: ok({ notifications: z.array(notification), unread_count: z.number().int() }),
});

export const markNotificationsRead = endpoint({
  ...calls.markNotificationsRead,
  summary: "Marks some of the caller's notifications (ids) or all of them (all: true) as read.",
  request: z
    .object({
      ids: z.array(idSchema('notification id')).max(100, { error: m.notifications.tooMany }).default([]),
      all: booleanField.default(false),
    })
    .refine((body) => body.all || body.ids.length > 0, {
      path: ['ids'],
      error: 'Give ids, or all: true.',
    }),
  response: ok({ unread_count: z.number().int() }),
});

export const getNotificationStreamTicket = endpoint({
  ...calls.getNotificationStreamTicket,
  summary:
    'A ticket valid for 60 seconds to open the live stream: ' +
    'GET /api/notifications/stream?ticket=...&since=<seq> (EventSource cannot send headers). ' +
    'Events: `notification` (data: {notification, unread_count}), ids are seqs, so Last-Event-ID catches up; ' +
    'and `message`, `conversation_read`, `conversation_status` (conversations.ts), which have no id and are ' +
    'not replayed: after a reconnect a client reloads its conversations from /getConversations and ' +
    '/getConversationMessages.',
  request: z.object({}).loose(),
  response: ok({ ticket: z.string(), expires_in: z.number().int(), stream_url: z.string() }),
});

export const notificationSettings = z.object({
  /** Owners: an e-mail for each new contact request. */
  email_contact_request: z.boolean(),
  /** Investors: an e-mail for each decision on their requests. */
  email_contact_decision: z.boolean(),
  /** Both: one e-mail for messages left unread MESSAGE_EMAIL_DELAY_MINUTES after they were sent. */
  email_unread_messages: z.boolean(),
  /** Investors: a followed pitch's news by e-mail each at once, or in one daily digest (saved searches choose
   * their own, per search). */
  follow_notices: z.enum(['immediate', 'daily']),
  /** Investors: an e-mail for each investor update sent to them; founders: the reminder to write one (issue 34). */
  email_investor_updates: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettings>;

export const getNotificationSettings = endpoint({
  ...calls.getNotificationSettings,
  summary: "The caller's e-mail switches; every kind is on until turned off.",
  request: z.object({}).loose(),
  response: ok({ settings: notificationSettings }),
});

export const updateNotificationSettings = endpoint({
  ...calls.updateNotificationSettings,
  summary:
    "Turns e-mail kinds on or off; fields left out keep their value. Booleans may come as 'true'/'false'.",
  request: z.object({
    email_contact_request: booleanField.optional(),
    email_contact_decision: booleanField.optional(),
    email_unread_messages: booleanField.optional(),
    email_investor_updates: booleanField.optional(),
    follow_notices: z
      .enum(['immediate', 'daily'], { error: 'Delivery must be immediate or daily.' })
      .optional(),
  }),
  response: ok({ settings: notificationSettings }),
});

export const notificationsEndpoints = [
  getNotifications,
  markNotificationsRead,
  getNotificationStreamTicket,
  getNotificationSettings,
  updateNotificationSettings,
] as const;
