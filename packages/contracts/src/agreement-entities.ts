/**
 * The shapes of round terms and agreements (issue 33). Amounts are whole dollars (CAD), as commitments'
 * are; hashes are SHA-256 in lower-case hex of the exact PDF bytes.
 */
import { z } from 'zod';
import { AGREEMENT_STATUSES, AGREEMENT_TEMPLATES, SIGNER_ROLES } from './agreement-texts.js';
import { instrumentTerms } from './instrument-terms.js';
import { PITCH_INSTRUMENTS } from './round.js';

const timestamp = z.iso.datetime({ offset: true });
export const sha256Hex = z.string().regex(/^[a-f0-9]{64}$/);

/** Where the company is incorporated: a country of the reference list and an optional region (state, province). */
export const incorporation = z.object({
  country_id: z.uuid(),
  country_name: z.string(),
  region: z.string().nullable(),
});

/** The terms a founder set for their round, from which every agreement of it is made. */
export const roundTerms = z.object({
  pitch_id: z.uuid(),
  instrument: z.enum(PITCH_INSTRUMENTS),
  company_legal_name: z.string(),
  incorporation,
  governing_law: z.string(),
  signatory_name: z.string(),
  signatory_title: z.string(),
  instrument_terms: instrumentTerms,
  /** `uploaded`: the founder's PDF between AngelBridge's cover page and signature page. */
  template: z.enum(AGREEMENT_TEMPLATES),
  agreement_file_name: z.string().nullable(),
  updated_at: timestamp,
});
export type RoundTerms = z.infer<typeof roundTerms>;

/** What an agreement says, fixed when it is made (the PDF shows exactly these). */
export const agreementFields = z.object({
  investor_legal_name: z.string(),
  amount: z.number().int(),
  currency: z.literal('CAD'),
  instrument: z.enum(PITCH_INSTRUMENTS),
  instrument_terms: instrumentTerms,
  company_legal_name: z.string(),
  incorporation: z.object({ country_name: z.string(), region: z.string().nullable() }),
  governing_law: z.string(),
  signatory_name: z.string(),
  signatory_title: z.string(),
  /** YYYY-MM-DD, the day the agreement was made. */
  date: z.iso.date(),
});
export type AgreementFields = z.infer<typeof agreementFields>;

export const agreementSigner = z.object({
  role: z.enum(SIGNER_ROLES),
  /** The name as typed when signing. */
  name: z.string(),
  /** On the database's clock. */
  signed_at: timestamp,
  /** The hash of the document the signer was shown. */
  sha256: sha256Hex,
});
export type AgreementSigner = z.infer<typeof agreementSigner>;

const party = z.object({ _id: z.uuid(), name: z.string() });

export const agreement = z.object({
  _id: z.uuid(),
  commitment_id: z.uuid(),
  pitch_id: z.uuid(),
  name_of_pitch: z.string(),
  status: z.enum(AGREEMENT_STATUSES),
  investor: party,
  founder: party,
  fields: agreementFields,
  /** A signed link, bound to the caller's browser session, to the exact PDF the signers are shown. */
  document_url: z.string(),
  sha256: sha256Hex,
  /** The document plus its signature certificate, once both have signed; same kind of link. */
  completed_document_url: z.string().nullable(),
  completed_sha256: sha256Hex.nullable(),
  /** In signing order (investor first). */
  signers: z.array(agreementSigner),
  created_at: timestamp,
  completed_at: timestamp.nullable(),
  voided_at: timestamp.nullable(),
  void_reason: z.string().nullable(),
  last_reminded_at: timestamp.nullable(),
  /** Money received on the commitment (see portfolio's /markCommitmentFunded). */
  funded: z.object({ amount_received: z.number().int(), received_on: z.iso.date() }).nullable(),
});
export type Agreement = z.infer<typeof agreement>;

/** What verification tells anyone: the signers' names and times, nothing else. */
export const verifiedSigner = z.object({ name: z.string(), signed_at: timestamp });
export type VerifiedSigner = z.infer<typeof verifiedSigner>;
