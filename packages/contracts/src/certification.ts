import { z } from 'zod';
import { calls } from './call-routes.js';
import { checkedField, endpoint, idSchema, ok, textField } from './http.js';
import { namedPlace } from './reference.js';

/**
 * Investor self-certification (issue 32). Showing a round's terms to everyone can count as general
 * solicitation under US Rule 506(b), so a founder may mark a round private: only investors who certify
 * on a basis other than `none` (and the owner) see its terms. The investor's word, signed with their name,
 * valid CERTIFICATION_VALID_MONTHS months; AngelBridge does not verify it.
 */

export const CERTIFICATION_BASES = ['income', 'net_worth', 'professional', 'entity', 'none'] as const;
export type CertificationBasis = (typeof CERTIFICATION_BASES)[number];
/** How long a certification opens private rounds; then the investor certifies again. */
export const CERTIFICATION_VALID_MONTHS = 12;
/** Certifications one investor may sign per hour (each is audited; a slip is corrected in one or two). */
export const CERTIFICATIONS_PER_HOUR = 10;
export const SIGNED_NAME_MAX = 200;

export const certificationTexts = {
  /** The statement the investor accepts, in AngelBridge's own plain words. */
  statement:
    'I confirm that what I chose below is true for me today, that I chose it myself, and that I will ' +
    'certify again if it stops being true. I understand that AngelBridge does not check it, that private ' +
    'rounds are offered only to investors who qualify, and that investing in young companies can lose ' +
    'all of the money invested.',
  bases: {
    income:
      'Income: I earned more than $200,000 (or $300,000 with my spouse or partner) in each of the last two years and expect the same this year.',
    net_worth:
      'Net worth: I own more than $1,000,000, alone or with my spouse or partner, not counting my main home.',
    professional:
      'Professional: I hold a securities licence (Series 7, 65 or 82) or am a director or officer of the company I invest in.',
    entity:
      'Entity: I invest for a company, trust or fund with more than $5,000,000 in assets, or whose owners all qualify.',
    none: 'None of these: I do not qualify today. I can still follow public rounds; private ones stay closed.',
  } satisfies Record<CertificationBasis, string>,
  teaser: 'Private round: certified investors only',
  teaserCertifyLink: 'Certify as an investor to see the terms',
  privateRoundLabel: 'Private round (certified investors only)',
  privateRoundHelp:
    'Under US Rule 506(b) a round may not be offered by general solicitation. A private round shows its ' +
    'terms only to investors who certify that they qualify; everyone else sees its name, company, type, ' +
    'place, summary and cover.',
  certified: 'Your certification is saved.',
  basisInvalid: `Basis must be one of: ${CERTIFICATION_BASES.join(', ')}.`,
  countryRequired: 'Choose your country.',
  countryUnknown: 'Choose a country from the list.',
  signedNameRequired: 'Type your full name to sign.',
  signedNameTooLong: `A name is at most ${SIGNED_NAME_MAX} characters.`,
  signedNameMismatch: 'Type your name exactly as it is on your account (first and last name).',
  statementRequired: 'Accept the statement to certify.',
  tooMany: 'Too many certifications. Try again later.',
  title: 'Investor certification',
  intro:
    'Some founders raise in private rounds, shown in full only to investors who certify that they qualify. ' +
    `Your certification is valid for ${CERTIFICATION_VALID_MONTHS} months.`,
  none: 'You have not certified yet.',
  currentPrefix: 'Certified',
  expiresPrefix: 'valid until',
  expired: 'Your certification has expired. Certify again to see private rounds.',
  basisLabel: 'Basis',
  countryLabel: 'Country',
  signedNameLabel: 'Signed name',
  statementLabel: 'I accept the statement above',
  submit: 'Certify',
  loadError: 'Your certification could not be loaded.',
} as const;

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
