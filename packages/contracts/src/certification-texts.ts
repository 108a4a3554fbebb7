/**
 * Investor self-certification's constants and texts (issue 32), without zod: pages guests load (a private
 * round's teaser on a card) read them from '@angelbridge/contracts/certification-texts'.
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
  /** The basis in a word or two, where a founder sees it beside an investor's name. */
  basisShort: {
    income: 'Income',
    net_worth: 'Net worth',
    professional: 'Professional',
    entity: 'Entity',
    none: 'None',
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

/** Where an investor certifies: their profile page, at the form. */
export const CERTIFICATION_ANCHOR = 'certification';
