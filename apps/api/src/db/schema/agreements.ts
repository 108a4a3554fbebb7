import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';
import { commitments } from './commitments.js';
import { pitches } from './pitches.js';
import { countries } from './reference.js';
import { users } from './users.js';

/**
 * Agreements and signatures (issue 33; migration 0031 writes these tables, modules/agreements reads and
 * writes them). Every PDF is stored once in FileStorage and listed here with its SHA-256: the founder's
 * upload, the preview, each agreement as its signers are shown it, and as completed.
 */
export const agreementDocuments = pgTable(
  'agreement_documents',
  {
    id: id(),
    pitchId: uuid('pitch_id')
      .notNull()
      .references(() => pitches.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['uploaded', 'preview', 'agreement', 'completed'] }).notNull(),
    url: text('url').notNull().unique(),
    sha256: text('sha256').notNull(),
    byteSize: bigint('byte_size', { mode: 'number' }).notNull(),
    pageCount: integer('page_count').notNull(),
    fileName: text('file_name'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('agreement_documents_completed_sha256').on(t.sha256).where(sql`kind = 'completed'`),
    index('agreement_documents_pitch').on(t.pitchId),
  ],
);

/** A round's terms, one row per pitch; `version` grows on every save. */
export const roundTerms = pgTable('round_terms', {
  pitchId: uuid('pitch_id')
    .primaryKey()
    .references(() => pitches.id, { onDelete: 'cascade' }),
  version: integer('version').notNull().default(1),
  instrument: text('instrument').notNull(),
  companyLegalName: text('company_legal_name').notNull(),
  countryId: uuid('country_id')
    .notNull()
    .references(() => countries.id),
  region: text('region'),
  governingLaw: text('governing_law').notNull(),
  signatoryName: text('signatory_name').notNull(),
  signatoryTitle: text('signatory_title').notNull(),
  instrumentTerms: jsonb('instrument_terms').notNull(),
  uploadedDocumentId: uuid('uploaded_document_id').references(() => agreementDocuments.id),
  previewDocumentId: uuid('preview_document_id').references(() => agreementDocuments.id),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** One closing commitment's agreement; at most one not voided per commitment. */
export const agreements = pgTable(
  'agreements',
  {
    id: id(),
    commitmentId: uuid('commitment_id')
      .notNull()
      .references(() => commitments.id, { onDelete: 'cascade' }),
    pitchId: uuid('pitch_id')
      .notNull()
      .references(() => pitches.id, { onDelete: 'cascade' }),
    investorId: uuid('investor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    founderId: uuid('founder_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    termsVersion: integer('terms_version').notNull(),
    status: text('status', { enum: ['awaiting_investor', 'awaiting_founder', 'completed', 'voided'] })
      .notNull()
      .default('awaiting_investor'),
    fields: jsonb('fields').notNull(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => agreementDocuments.id),
    completedDocumentId: uuid('completed_document_id').references(() => agreementDocuments.id),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidReason: text('void_reason'),
    voidedBy: uuid('voided_by').references(() => users.id, { onDelete: 'set null' }),
    lastRemindedAt: timestamp('last_reminded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('agreements_in_force').on(t.commitmentId).where(sql`status <> 'voided'`),
    index('agreements_pitch').on(t.pitchId, t.createdAt.desc(), t.id),
    index('agreements_investor').on(t.investorId, t.createdAt.desc(), t.id),
    index('agreements_founder').on(t.founderId, t.createdAt.desc(), t.id),
    index('agreements_completed_document')
      .on(t.completedDocumentId)
      .where(sql`completed_document_id is not null`),
  ],
);

/** A party's signature: what they typed, agreed to and were shown, from where, on the database's clock. */
export const agreementSignatures = pgTable(
  'agreement_signatures',
  {
    id: id(),
    agreementId: uuid('agreement_id')
      .notNull()
      .references(() => agreements.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['investor', 'founder'] }).notNull(),
    signerId: uuid('signer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    signedName: text('signed_name').notNull(),
    consentText: text('consent_text').notNull(),
    sha256: text('sha256').notNull(),
    clientAddress: text('client_address').notNull(),
    userAgent: text('user_agent').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('agreement_signatures_once').on(t.agreementId, t.role)],
);
