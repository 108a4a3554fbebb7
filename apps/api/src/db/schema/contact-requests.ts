import { index, pgEnum, pgTable, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';
import { pitches } from './pitches.js';
import { users } from './users.js';

export const contactStatus = pgEnum('contact_status', ['pending', 'allow', 'deny']);

/** An investor's request for a pitch owner's contact details; one per investor and pitch. */
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('contact_requests_investor_pitch').on(t.investorId, t.pitchId),
    index('contact_requests_pitch').on(t.pitchId),
  ],
);
