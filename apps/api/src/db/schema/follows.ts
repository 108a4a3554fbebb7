import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.js';
import { pitches } from './pitches.js';
import { users } from './users.js';

/** An investor follows a pitch: told of its milestones and public documents (modules/follows). */
export const pitchFollows = pgTable(
  'pitch_follows',
  {
    investorId: uuid('investor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pitchId: uuid('pitch_id')
      .notNull()
      .references(() => pitches.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.investorId, t.pitchId] }),
    // the fan-out of a pitch's news, and its follower count in insights
    index('pitch_follows_pitch').on(t.pitchId),
  ],
);

/**
 * The listing's filters kept under a name (getInvestmentPageData's request, validated by its schema).
 * The columns beside `filters` repeat it in a form the publish-time match reads without parsing
 * (search_tsq: the listing's own tsquery of the words, computed at save).
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: id(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    filters: jsonb('filters').notNull(),
    /** immediate | daily | off */
    alert: text('alert').notNull(),
    typeIds: uuid('type_ids').array().notNull().default(sql`'{}'::uuid[]`),
    searchTsq: text('search_tsq'),
    minAmount: bigint('min_amount', { mode: 'number' }),
    maxAmount: bigint('max_amount', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('saved_searches_owner').on(t.ownerId, t.createdAt),
    unique('saved_searches_owner_name').on(t.ownerId, t.name),
    check('saved_searches_alert', sql`${t.alert} in ('immediate', 'daily', 'off')`),
    // the publish-time match reads only searches that alert
    index('saved_searches_alerting').on(t.id).where(sql`${t.alert} <> 'off'`),
  ],
);

/** "Told once per pitch per saved search": a hit is written once, and only a new hit alerts. */
export const savedSearchHits = pgTable(
  'saved_search_hits',
  {
    savedSearchId: uuid('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    pitchId: uuid('pitch_id')
      .notNull()
      .references(() => pitches.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.savedSearchId, t.pitchId] })],
);

/**
 * Every follow notice and saved-search alert told to a user, once per key (a retried job tells nothing
 * twice). Items for the daily digest wait with digested_at null; the digest lists each once and stamps it.
 */
export const alertItems = pgTable(
  'alert_items',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link').notNull(),
    /** immediate | daily: how its e-mail goes, fixed when it was told. */
    delivery: text('delivery').notNull(),
    digestedAt: timestamp('digested_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('alert_items_user_key').on(t.userId, t.key),
    index('alert_items_digest')
      .on(t.userId, t.createdAt)
      .where(sql`${t.delivery} = 'daily' and ${t.digestedAt} is null`),
  ],
);

/** How a user's alerts are e-mailed (the notification settings' alert_delivery); no row: immediate. */
export const alertPreferences = pgTable('alert_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  delivery: text('delivery').notNull(),
});
