import {
  CERTIFICATION_VALID_MONTHS,
  type Certification,
  type CertificationBasis,
  type CertificationSummary,
  type certifyInvestor,
  type ParsedRequestOf,
  certificationTexts as texts,
} from '@angelbridge/contracts';
import type { Db } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError, fieldError } from '../../http/app-error.js';
import * as q from './certification.queries.js';

const refuse = (field: string, message: string) => fieldError('BAD_REQUEST', field, message);

/**
 * A name as a signature compares: accents dropped (NFD, then the combining marks removed), case folded,
 * runs of spaces as one. "José  Núñez" signs for "jose nunez".
 */
export function foldName(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en').replace(/\s+/g, ' ').trim();
}

/** A current certification, as `currentCertification` answers it. */
export interface CurrentCertification {
  basis: CertificationBasis;
  country: { _id: string; name: string };
  signed_at: string;
  expires_at: string;
}

const toCertification = (row: q.CertificationRow): CurrentCertification => ({
  basis: row.basis as CertificationBasis,
  country: { _id: row.countryId, name: row.countryName },
  signed_at: row.signedAt.toISOString(),
  expires_at: row.expiresAt.toISOString(),
});

/** The investor's current certification (signed, not replaced, not expired), or null. */
export async function currentCertification(db: Db, userId: string): Promise<CurrentCertification | null> {
  const row = await q.findCurrent(db, userId);
  return row ? toCertification(row) : null;
}

/**
 * Whether a certification opens private rounds: it is current and its basis is not `none`. The SQL
 * function `investor_certified` (migration private_rounds) says the same for queries; pitches' terms
 * are decided there (`pitch_terms_visible`), this is for code holding a certification already.
 */
export function opensPrivateRounds(cert: Pick<CurrentCertification, 'basis' | 'expires_at'> | null): boolean {
  return cert !== null && cert.basis !== 'none' && Date.parse(cert.expires_at) > Date.now();
}

/** What founders see of their investors' certifications, by investor id. */
export async function certificationSummaries(
  db: Db,
  investorIds: readonly string[],
): Promise<Map<string, CertificationSummary>> {
  const rows = await q.findCurrentOf(db, investorIds);
  return new Map(
    [...rows].map(([id, row]) => [
      id,
      {
        basis: row.basis as CertificationBasis,
        signed_at: row.signedAt.toISOString(),
        expires_at: row.expiresAt.toISOString(),
      },
    ]),
  );
}

/** Every certification the investor signed, as "Download my data" carries them. */
export async function certificationHistory(db: Db, investorId: string) {
  return (await q.history(db, investorId)).map((row) => ({
    basis: row.basis,
    country: row.country,
    signed_name: row.signedName,
    statement: row.statement,
    signed_at: row.signedAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    replaced_at: row.replacedAt?.toISOString() ?? null,
  }));
}

/**
 * The admin console's user page: the current certification (as `currentCertification` decides it) and
 * every one signed, newest first, at most `limit`, without the signed name and statement.
 */
export async function certificationsForAdmin(db: Db, investorId: string, limit: number) {
  const [current, rows] = await Promise.all([findCurrentForAdmin(db, investorId), q.history(db, investorId)]);
  const history = rows
    .slice(-limit)
    .reverse()
    .map((row) => ({
      basis: row.basis as CertificationBasis,
      country: row.country,
      signed_at: row.signedAt.toISOString(),
      expires_at: row.expiresAt.toISOString(),
      replaced_at: row.replacedAt?.toISOString() ?? null,
    }));
  return { current, history };
}

async function findCurrentForAdmin(db: Db, investorId: string) {
  const cert = await currentCertification(db, investorId);
  if (!cert) return null;
  return {
    basis: cert.basis,
    country: cert.country.name,
    signed_at: cert.signed_at,
    expires_at: cert.expires_at,
    replaced_at: null,
  };
}

/** Removes the investor's certifications, in the transaction that deletes their account. */
export const forgetCertifications = (tx: Db, investorId: string) => q.removeAll(tx, investorId);

export function certificationService({ db }: { db: Db }) {
  return {
    /**
     * Signs a certification: the signed name must be the account's (case and accents aside); it replaces
     * the current one (kept as history) and is audited in the same transaction.
     */
    async certify(
      investorId: string,
      input: ParsedRequestOf<typeof certifyInvestor>,
      requestId: string,
    ): Promise<Certification> {
      const country = await q.countryName(db, input.country_id);
      if (country === null) throw refuse('country_id', texts.countryUnknown);
      return inTransaction(db, async (tx) => {
        const account = await q.lockAccountName(tx, investorId);
        if (!account) throw new AppError('UNAUTHORIZED', texts.signedNameMismatch);
        if (foldName(input.signed_name) !== foldName(`${account.firstName} ${account.lastName}`)) {
          throw refuse('signed_name', texts.signedNameMismatch);
        }
        const statement = `${texts.statement}\n\n${texts.bases[input.basis]}`;
        const row = await q.replaceCurrent(tx, {
          investorId,
          basis: input.basis,
          countryId: input.country_id,
          signedName: input.signed_name,
          statement,
          validMonths: CERTIFICATION_VALID_MONTHS,
        });
        const certification: Certification = {
          basis: input.basis,
          country: { _id: input.country_id, name: country },
          signed_at: row.signedAt.toISOString(),
          expires_at: row.expiresAt.toISOString(),
        };
        await q.insertAuditRow(tx, {
          investorId,
          certificationId: row.id,
          after: { basis: input.basis, country_id: input.country_id, expires_at: certification.expires_at },
          requestId,
        });
        return certification;
      });
    },

    mine: (investorId: string) => currentCertification(db, investorId),
  };
}

export type CertificationService = ReturnType<typeof certificationService>;
