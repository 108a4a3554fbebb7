import type { PitchInstrument, StoredInstrumentTerms } from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';

export interface PitchFacts {
  id: string;
  owner_id: string;
  name_of_pitch: string;
  instrument: PitchInstrument | null;
  min_per_investor: number;
}

export async function findPitch(db: Db, pitchId: string): Promise<PitchFacts | null> {
  const [row] = await queryRows<PitchFacts>(
    db,
    sql`select id, owner_id, name_of_pitch, instrument, min_per_investor::float8 as min_per_investor
        from pitches where id = ${pitchId}`,
  );
  return row ?? null;
}

export interface TermsRow {
  pitch_id: string;
  version: number;
  instrument: PitchInstrument;
  company_legal_name: string;
  country_id: string;
  country_name: string;
  region: string | null;
  governing_law: string;
  signatory_name: string;
  signatory_title: string;
  instrument_terms: StoredInstrumentTerms;
  uploaded_document_id: string | null;
  uploaded_url: string | null;
  agreement_file_name: string | null;
  preview_document_id: string | null;
  preview_url: string | null;
  updated_at: Date | string;
}

/** The round's terms with their country's name and stored files; `lock` takes the row for the caller's transaction. */
export async function readTerms(
  db: Db,
  pitchId: string,
  lock?: 'share' | 'update',
): Promise<TermsRow | null> {
  const locking = lock === 'update' ? sql`for update of t` : lock === 'share' ? sql`for share of t` : sql``;
  const [row] = await queryRows<TermsRow>(
    db,
    sql`select t.pitch_id, t.version, t.instrument, t.company_legal_name, t.country_id, c.name as country_name,
          t.region, t.governing_law, t.signatory_name, t.signatory_title, t.instrument_terms,
          t.uploaded_document_id, u.url as uploaded_url, u.file_name as agreement_file_name,
          t.preview_document_id, p.url as preview_url, t.updated_at
        from round_terms t
        join countries c on c.id = t.country_id
        left join agreement_documents u on u.id = t.uploaded_document_id
        left join agreement_documents p on p.id = t.preview_document_id
        where t.pitch_id = ${pitchId} ${locking}`,
  );
  return row ?? null;
}

export interface TermsWrite {
  pitchId: string;
  instrument: PitchInstrument;
  companyLegalName: string;
  countryId: string;
  region: string | null;
  governingLaw: string;
  signatoryName: string;
  signatoryTitle: string;
  instrumentTerms: StoredInstrumentTerms;
  uploadedDocumentId: string | null;
  previewDocumentId: string;
  updatedBy: string;
}

/** Saves the terms (a new row, or the next version of the row) and answers the version. */
export async function upsertTerms(tx: Db, w: TermsWrite): Promise<number> {
  const [row] = await queryRows<{ version: number }>(
    tx,
    sql`insert into round_terms (pitch_id, instrument, company_legal_name, country_id, region, governing_law,
          signatory_name, signatory_title, instrument_terms, uploaded_document_id, preview_document_id, updated_by)
        values (${w.pitchId}, ${w.instrument}, ${w.companyLegalName}, ${w.countryId}, ${w.region}, ${w.governingLaw},
          ${w.signatoryName}, ${w.signatoryTitle}, ${JSON.stringify(w.instrumentTerms)}::jsonb,
          ${w.uploadedDocumentId}, ${w.previewDocumentId}, ${w.updatedBy})
        on conflict (pitch_id) do update set
          version = round_terms.version + 1, instrument = excluded.instrument,
          company_legal_name = excluded.company_legal_name, country_id = excluded.country_id,
          region = excluded.region, governing_law = excluded.governing_law,
          signatory_name = excluded.signatory_name, signatory_title = excluded.signatory_title,
          instrument_terms = excluded.instrument_terms, uploaded_document_id = excluded.uploaded_document_id,
          preview_document_id = excluded.preview_document_id, updated_by = excluded.updated_by, updated_at = now()
        returning version`,
  );
  if (!row) throw new Error('round terms not saved');
  return row.version;
}

/** How many of the pitch's agreements are awaiting a signature or completed (terms are frozen while any is). */
export async function agreementsInForce(db: Db, pitchId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from agreements where pitch_id = ${pitchId} and status <> 'voided'`,
  );
  return row?.n ?? 0;
}

/** The round's state, taken FOR SHARE: a close or a reopen waits for the caller's transaction, and it for them. */
export async function roundStateForShare(
  tx: Db,
  pitchId: string,
): Promise<{ state: string; closed_at: string | null }> {
  const [row] = await queryRows<{ state: string; closed_at: string | null }>(
    tx,
    sql`select state, closed_at::text from pitch_rounds where pitch_id = ${pitchId} for share`,
  );
  return row ?? { state: 'open', closed_at: null };
}

export async function countryName(db: Db, countryId: string): Promise<string | null> {
  const [row] = await queryRows<{ name: string }>(
    db,
    sql`select name from countries where id = ${countryId}`,
  );
  return row?.name ?? null;
}

/** Forgets a replaced preview's row (no agreement points at previews); its file is removed after commit. */
export async function dropDocument(tx: Db, documentId: string): Promise<string | null> {
  const [row] = await queryRows<{ url: string }>(
    tx,
    sql`delete from agreement_documents where id = ${documentId} and kind = 'preview' returning url`,
  );
  return row?.url ?? null;
}
