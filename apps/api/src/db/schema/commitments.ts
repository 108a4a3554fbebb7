import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';
import { pitches } from './pitches.js';
import { users } from './users.js';

/**
 * A pitch's round (issue 32), made on first use: open or closing, whether the public sees its progress,
 * and its confirmed lead. Its row is the lock every change of the round's commitments takes first
 * (migration 0029 writes these tables; modules/commitments reads and writes them).
 */
export const pitchRounds = pgTable(
  'pitch_rounds',
  {
    pitchId: uuid('pitch_id')
      .primaryKey()
      .references(() => pitches.id, { onDelete: 'cascade' }),
    state: text('state', { enum: ['open', 'closing'] })
      .notNull()
      .default('open'),
    showProgress: boolean('show_progress').notNull().default(false),
    leadInvestorId: uuid('lead_investor_id').references(() => users.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('pitch_rounds_lead').on(t.leadInvestorId).where(sql`lead_investor_id is not null`)],
);

/** An investor's commitment to a pitch, with its conditions; one live one per investor and pitch. */
export const commitments = pgTable(
  'commitments',
  {
    id: id(),
    pitchId: uuid('pitch_id')
      .notNull()
      .references(() => pitches.id, { onDelete: 'cascade' }),
    investorId: uuid('investor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    minRoundTotal: bigint('min_round_total', { mode: 'number' }),
    requiresLead: boolean('requires_lead').notNull().default(false),
    until: date('until'),
    note: text('note'),
    status: text('status').notNull().default('indicated'),
    decisionReason: text('decision_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Money received (issue 33, migration 0032): set together when the commitment becomes funded. */
    amountReceived: bigint('amount_received', { mode: 'number' }),
    receivedOn: date('received_on'),
    fundedAt: timestamp('funded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('commitments_live')
      .on(t.pitchId, t.investorId)
      .where(sql`status in ('indicated', 'accepted', 'closing', 'funded')`),
    index('commitments_pitch').on(t.pitchId, t.createdAt.desc(), t.id),
    index('commitments_pitch_status').on(t.pitchId, t.status, t.createdAt.desc()),
    index('commitments_investor').on(t.investorId, t.createdAt.desc()),
  ],
);

/** Every change of a commitment, as it stood after the change. */
export const commitmentHistory = pgTable(
  'commitment_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    commitmentId: uuid('commitment_id')
      .notNull()
      .references(() => commitments.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    actor: text('actor').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    minRoundTotal: bigint('min_round_total', { mode: 'number' }),
    requiresLead: boolean('requires_lead').notNull(),
    until: date('until'),
    status: text('status').notNull(),
    note: text('note'),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('commitment_history_commitment').on(t.commitmentId, t.id)],
);

/** An investor's offer to lead a pitch's round, with a memo and their conflicts of interest. */
export const leadOffers = pgTable(
  'lead_offers',
  {
    pitchId: uuid('pitch_id')
      .notNull()
      .references(() => pitches.id, { onDelete: 'cascade' }),
    investorId: uuid('investor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    memo: text('memo').notNull(),
    conflicts: text('conflicts').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.pitchId, t.investorId] }), index('lead_offers_investor').on(t.investorId)],
);
