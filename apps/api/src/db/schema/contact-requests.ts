import { CONTACT_EVENTS } from '@angelbridge/contracts';
import { index, pgEnum, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';
import { pitches } from './pitches.js';
import { users } from './users.js';

/** Stored statuses; 'deny' goes over the wire as 'denied', and 'withdrawn' rows are no longer requests. */
export const contactStatus = pgEnum('contact_status', ['pending', 'allow', 'deny', 'withdrawn']);

/**
 * An investor's request for a pitch owner's contact details: one row per investor and pitch, reopened
 * when a withdrawn or expired request is made again; its history keeps every round.
 */
export const contactRequests = pgTable(
  'contact_requests',
  {
    id: id(),
    pitchId: uuid('pitch_id')
      .notNull()
      .references(() => pitches.id, { onDelete: 'cascade' }),
    investorId: uuid('investor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: contactStatus('status').notNull().default('pending'),
    note: text('note'),
    reason: text('reason'),
    /** Allowed requests only; null means no expiry. Access ends when now() reaches it. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Set once the 'expired' step is in the history, so it is written once per allow. */
    expiryRecordedAt: timestamp('expiry_recorded_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** When the current round was asked (created_at on the wire). */
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('contact_requests_investor_pitch').on(t.investorId, t.pitchId),
    index('contact_requests_pitch').on(t.pitchId),
  ],
);

export const contactEventKind = pgEnum('contact_event_kind', CONTACT_EVENTS);

/** Append-only (a trigger refuses updates): every step of every request, with who and when. */
export const contactRequestEvents = pgTable(
  'contact_request_events',
  {
    id: id(),
    contactRequestId: uuid('contact_request_id')
      .notNull()
      .references(() => contactRequests.id, { onDelete: 'cascade' }),
    kind: contactEventKind('kind').notNull(),
    /** Null for steps nobody took (an expiry), or once the person's account is gone. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    reason: text('reason'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_request_events_request').on(t.contactRequestId, t.createdAt),
    index('contact_request_events_actor').on(t.actorId, t.kind, t.createdAt),
  ],
);
