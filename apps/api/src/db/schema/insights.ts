import { bigint, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { pitches } from './pitches.js';
import { users } from './users.js';

/**
 * Who engaged with a pitch: tab views and document opens (sent by the page), contact requests and
 * unlocks (written by the server). A repeat by the same viewer of the same thing within the dedup
 * window updates its row (last_at, duration_ms) instead of adding one, so a row is one counted view.
 */
export const pitchEvents = pgTable(
  'pitch_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    pitchId: uuid('pitch_id')
      .notNull()
      .references(() => pitches.id, { onDelete: 'cascade' }),
    /** 'tab_view' | 'document_open' | 'contact_request' | 'contact_unlock' */
    kind: text('kind').notNull(),
    /** The signed-in viewer; null for a guest. */
    viewerId: uuid('viewer_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Who, for counting unique viewers: the user's id, or 'g:' and the guest's browser id. */
    viewerKey: text('viewer_key').notNull(),
    /** tab_view: the tab's index. */
    tab: smallint('tab'),
    /** document_open: the document (no foreign key: the count outlives a replaced file). */
    documentId: uuid('document_id'),
    /** tab_view: time shown, summed over the repeats of the window. */
    durationMs: integer('duration_ms').notNull().default(0),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull().defaultNow(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pitch_events_pitch_time').on(t.pitchId, t.firstAt),
    // the dedup lookup: this viewer's latest row of this kind on this pitch
    index('pitch_events_dedup').on(t.pitchId, t.viewerKey, t.kind, t.lastAt),
  ],
);
