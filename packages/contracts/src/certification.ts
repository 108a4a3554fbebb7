import { z } from 'zod';
import { calls } from './call-routes.js';
import {
  CERTIFICATION_BASES,
  CERTIFICATION_VALID_MONTHS,
  certificationTexts,
  SIGNED_NAME_MAX,
} from './certification-texts.js';
import { checkedField, endpoint, idSchema, ok, textField } from './http.js';
import { namedPlace } from './reference.js';

export * from './certification-texts.js';

/**
 * Investor self-certification (issue 32). Showing a round's terms to everyone can count as general
 * solicitation under US Rule 506(b), so a founder may mark a round private: only investors who certify
 * on a basis other than `none` (and the owner) see its terms. The investor's word, signed with their name,
 * valid CERTIFICATION_VALID_MONTHS months; AngelBridge does not verify it.
 */

/** What a certification says, as the investor and the founders they ask read it. */
export const certification = z.object({
  basis: z.enum(CERTIFICATION_BASES),
  country: namedPlace,
  signed_at: z.iso.datetime({ offset: true }),
  expires_at: z.iso.datetime({ offset: true }),
});
export type Certification = z.infer<typeof certification>;

/** What a founder sees of an investor's certification beside a request: the basis and its dates. */
export const certificationSummary = z.object({
  basis: z.enum(CERTIFICATION_BASES),
  signed_at: z.iso.datetime({ offset: true }),
  expires_at: z.iso.datetime({ offset: true }),
});
export type CertificationSummary = z.infer<typeof certificationSummary>;

export const certifyInvestorForm = z.object({
  basis: z.enum(CERTIFICATION_BASES, { error: certificationTexts.basisInvalid }),
  country_id: z
    .string({ error: certificationTexts.countryRequired })
    .trim()
    .min(1, { error: certificationTexts.countryRequired, abort: true })
    .pipe(idSchema('country')),
  signed_name: textField({ error: certificationTexts.signedNameRequired })
    .trim()
    .min(1, { error: certificationTexts.signedNameRequired })
    .max(SIGNED_NAME_MAX, { error: certificationTexts.signedNameTooLong }),
  statement_accepted: checkedField(certificationTexts.statementRequired),
});

export const certifyInvestor = endpoint({
  ...calls.certifyInvestor,
  summary:
    'Signs the investor self-certification (replaces the current one, kept in history). Valid ' +
    `${CERTIFICATION_VALID_MONTHS} months; signed_name must be the account's name (case and accents ignored). ` +
    "A basis other than 'none' opens private rounds.",
  request: certifyInvestorForm,
  response: ok({ certification }),
});

export const getMyCertification = endpoint({
  ...calls.getMyCertification,
  summary: "The caller's current certification, or null (never certified, or expired).",
  request: z.object({}).loose(),
  response: ok({ certification: certification.nullable() }),
});

export const certificationEndpoints = [certifyInvestor, getMyCertification] as const;
