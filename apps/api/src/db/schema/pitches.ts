import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tsvector, updatedAt } from './columns.js';
import { countries, projectTypes } from './reference.js';
import { users } from './users.js';

export const pitches = pgTable(
  'pitches',
  {
    id: id(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nameOfPitch: text('name_of_pitch').notNull(),
    nameOfCompany: text('name_of_company').notNull(),
    location: text('location').notNull(),
    shortSummary: text('short_summary').notNull(),
    highlight: text('highlight').array().notNull().default(sql`'{}'::text[]`),
    projectTypeId: uuid('project_type_id').references(() => projectTypes.id),
    otherName: text('other_name'),
    wowFactor: text('wow_factor'),
    whyInvent: text('why_invent'),
    target: bigint('target', { mode: 'number' }).notNull().default(0),
    minPerInvestor: bigint('min_per_investor', { mode: 'number' }).notNull().default(0),
    fundingRaised: bigint('funding_raised', { mode: 'number' }).notNull().default(0),
    /** Issue 33: money was marked received, so funding_raised is its sum and no longer typed (migration 0032). */
    fundingRaisedFromCommitments: boolean('funding_raised_from_commitments').notNull().default(false),
    // The round (issue 22): all optional, so pitches made before it stay valid. stage and instrument
    // hold the contract's PITCH_STAGES / PITCH_INSTRUMENTS values (checked in the migration).
    stage: text('stage'),
    instrument: text('instrument'),
    valuationCap: bigint('valuation_cap', { mode: 'number' }),
    closeDate: date('close_date', { mode: 'string' }),
    countryId: uuid('country_id').references(() => countries.id),
    useOfFunds: text('use_of_funds'),
    /** A normalised YouTube or Vimeo watch URL (contracts/round.ts). */
    videoUrl: text('video_url'),
    /**
     * A private round (issue 32): only the owner and certified investors see its terms; everyone else a
     * teaser (pitch_terms_visible, migration private_rounds).
     */
    privateRound: boolean('private_round').notNull().default(false),
    isHidden: boolean('is_hidden').notNull().default(false),
    /** A draft until every wizard step has something saved (pitch-visibility.ts, pitchIsDraftSql). */
    draft: boolean('draft').notNull().default(true),
    /**
     * The founder's uploaded cover, resized on upload to the card and the page size (pitch-cover.ts);
     * both or neither. When absent the cover is the first open image document (pitchCoverSql).
     */
    coverCard: text('cover_card'),
    coverPage: text('cover_page'),
    /** An admin's take-down (issue 21), distinct from the founder's hide: only an admin restores it. */
    unpublishedAt: timestamp('unpublished_at', { withTimezone: true }),
    unpublishedReason: text('unpublished_reason'),
    /** Featured by an admin for the home page and /funding (at most 6); null = not featured. */
    featuredAt: timestamp('featured_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // The listing's search document (name, company, project type, location, summary, highlights),
    // kept current by triggers (migration pitch_search_triggers).
    searchVector: tsvector('search_vector').notNull().default(sql`''::tsvector`),
  },
  (t) => [
    index('pitches_owner').on(t.ownerId, t.createdAt),
    // public lists read only visible, finished pitches
    index('pitches_public')
      .on(t.projectTypeId, t.createdAt)
      .where(sql`${t.isHidden} = false and ${t.draft} = false`),
    // the listing's amount filter and slider bounds, and similar pitches by nearest target
    index('pitches_public_min').on(t.minPerInvestor).where(sql`${t.isHidden} = false and ${t.draft} = false`),
    index('pitches_public_type_target')
      .on(t.projectTypeId, t.target)
      .where(sql`${t.isHidden} = false and ${t.draft} = false`),
    index('pitches_public_target').on(t.target).where(sql`${t.isHidden} = false and ${t.draft} = false`),
    // recommendations score every visible pitch: the columns a match reads, narrow enough for an
    // index-only scan instead of reading the wide rows (text, search vector)
    index('pitches_public_match')
      .on(t.createdAt, t.id, t.ownerId, t.projectTypeId, t.minPerInvestor, t.stage, t.instrument, t.countryId)
      .where(sql`${t.isHidden} = false and ${t.draft} = false`),
    // the listing's stage and country filters
    index('pitches_public_stage')
      .on(t.stage, t.createdAt)
      .where(sql`${t.isHidden} = false and ${t.draft} = false`),
    index('pitches_public_country')
      .on(t.countryId, t.createdAt)
      .where(sql`${t.isHidden} = false and ${t.draft} = false`),
    // fastupdate off: pitches change seldom and are searched often, and a pending list of new entries
    // would be read by every search (and priced so by the planner) until the next vacuum
    index('pitches_search_vector')
      .using('gin', t.searchVector)
      .with({ fastupdate: false })
      .where(sql`${t.isHidden} = false and ${t.draft} = false`),
    index('pitches_featured').on(t.featuredAt).where(sql`${t.featuredAt} is not null`),
  ],
);

const pitchChild = () =>
  uuid('pitch_id')
    .notNull()
    .references(() => pitches.id, { onDelete: 'cascade' });

export const pitchTeamMembers = pgTable(
  'pitch_team_members',
  {
    id: id(),
    pitchId: pitchChild(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    mobileNumber: text('mobile_number').notNull(),
    position: text('position').notNull(),
    linkedinProfile: text('linkedin_profile'),
    bio: text('bio').notNull(),
    photo: text('photo'),
    createdAt: createdAt(),
  },
  (t) => [index('pitch_team_members_pitch').on(t.pitchId, t.createdAt)],
);

export const pitchDocuments = pgTable(
  'pitch_documents',
  {
    id: id(),
    pitchId: pitchChild(),
    url: text('url').notNull(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    sort: integer('sort').notNull().default(0),
    /** For approved investors only: never served at its URL, opened through a signed link. */
    locked: boolean('locked').notNull().default(false),
  },
  (t) => [
    index('pitch_documents_pitch').on(t.pitchId, t.sort),
    // serving a PDF looks up the name it was uploaded under by its URL
    index('pitch_documents_url').on(t.url),
  ],
);

export const pitchMilestones = pgTable(
  'pitch_milestones',
  {
    id: id(),
    pitchId: pitchChild(),
    milestoneName: text('milestone_name').notNull(),
    description: text('description').notNull(),
    targetDate: date('target_date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('pitch_milestones_pitch').on(t.pitchId, t.targetDate)],
);
