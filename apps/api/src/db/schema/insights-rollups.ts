import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { pitches } from './pitches.js';
import { users } from './users.js';

/**
 * Running totals of `pitch_events`, kept by `recordEvent` in the same statement as the event, so the
 * founder's insights read a few hundred rows instead of every event (a busy pitch has 100,000).
 * `rebuildRollups` recomputes them from the events (after a bulk load, or to repair).
 */

/** Per pitch, UTC day and slot: how many counted events, and the time shown. */
export const pitchEventDays = pgTable(
  'pitch_event_days',
  {
    pitchId: uuid('pitch_id')
      .notNull()
      .references(() => pitches.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    /** 'tab:<index>', 'doc:<document id>', 'contact_request', 'contact_unlock', or 'viewers' (distinct tab viewers that day). */
    slot: text('slot').notNull(),
    events: integer('events').notNull().default(0),
    durationMs: bigint('duration_ms', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.pitchId, t.day, t.slot] })],
);

/**
 * Per pitch and viewer: the latest start of each kind of their events. The period always ends now,
 * so someone viewed within it exactly when their latest view started inside it.
 */
export const pitchViewers = pgTable(
  'pitch_viewers',
  {
    pitchId: uuid('pitch_id')
      .notNull()
      .references(() => pitches.id, { onDelete: 'cascade' }),
    viewerKey: text('viewer_key').notNull(),
    viewerId: uuid('viewer_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The latest tab view's start. */
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    /** The latest tab view's or document open's start, and its last moment. */
    engagedAt: timestamp('engaged_at', { withTimezone: true }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    /** The latest contact request's start. */
    requestedAt: timestamp('requested_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.pitchId, t.viewerKey] }),
    index('pitch_viewers_named').on(t.pitchId, t.lastSeenAt),
  ],
);
