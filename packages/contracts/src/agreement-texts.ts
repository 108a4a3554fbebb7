/**
 * The words and limits of agreements and signatures (issue 33), without zod: the review-and-sign page and
 * the public verification page read them without loading the schemas.
 */
import type { PitchInstrument } from './round.js';
import { money, thousands } from './thousands.js';

export const AGREEMENT_STATUSES = ['awaiting_investor', 'awaiting_founder', 'completed', 'voided'] as const;
export type AgreementStatus = (typeof AGREEMENT_STATUSES)[number];
/** An agreement still waiting for a signature: it holds its commitment (no second one is made). */
export const AWAITING_AGREEMENT_STATUSES = ['awaiting_investor', 'awaiting_founder'] as const;
export const SIGNER_ROLES = ['investor', 'founder'] as const;
export type SignerRole = (typeof SIGNER_ROLES)[number];
/** AngelBridge's own template, or the founder's uploaded PDF between a cover and a signature page. */
export const AGREEMENT_TEMPLATES = ['angelbridge', 'uploaded'] as const;
export type AgreementTemplate = (typeof AGREEMENT_TEMPLATES)[number];

/** An uploaded agreement (and a PDF sent for verification): one PDF, checked by its bytes. */
export const AGREEMENT_FILE_MAX_BYTES = 20 * 1024 * 1024;
export const COMPANY_LEGAL_NAME_MAX = 200;
export const INCORPORATION_REGION_MAX = 100;
export const GOVERNING_LAW_MAX = 200;
export const SIGNATORY_NAME_MAX = 200;
export const SIGNATORY_TITLE_MAX = 100;
export const SHARE_CLASS_MAX = 100;
export const SUMMARY_TERMS_MAX = 5000;
export const VOID_REASON_MAX = 1000;
export const AGREEMENT_SIGNED_NAME_MAX = 200;
/** A reminder per agreement at most once in this many hours. */
export const AGREEMENT_REMINDER_HOURS = 24;
/** Agreement writes (terms, void, remind) per person per minute. */
export const AGREEMENT_WRITES_PER_MINUTE = 30;
/**
 * Signing tries per person per agreement per minute: counted per agreement, so a founder signing a round of
 * hundreds in a row is never stopped, while retries on one agreement are.
 */
export const SIGN_TRIES_PER_MINUTE = 10;
/** Verifications per client address per hour: enough for a person, too few to walk hashes. */
export const VERIFICATIONS_PER_HOUR = 60;
export const AGREEMENTS_PAGE_SIZE = 50;
export const AGREEMENTS_PAGE_SIZE_MAX = 200;

export const AGREEMENT_STATUS_LABELS: Record<AgreementStatus, string> = {
  awaiting_investor: 'Awaiting investor',
  awaiting_founder: 'Awaiting founder',
  completed: 'Completed',
  voided: 'Voided',
};

export const SIGNER_ROLE_LABELS: Record<SignerRole, string> = { investor: 'Investor', founder: 'Founder' };

/** "Not a term of a SAFE.": each instrument as a sentence names it. */
export const INSTRUMENT_IN_A_SENTENCE: Record<PitchInstrument, string> = {
  safe: 'a SAFE',
  convertible_note: 'a convertible note',
  equity: 'an equity round',
  revenue_share: 'a revenue share',
  other: 'this instrument',
};

/** The names of instrument_terms' fields, as a person reads them. */
export const INSTRUMENT_TERM_LABELS = {
  valuation_cap: 'Valuation cap',
  discount_percent: 'Discount (%)',
  mfn: 'Most favoured nation (MFN)',
  interest_percent: 'Interest (% a year)',
  maturity_date: 'Maturity date',
  price_per_share: 'Price per share',
  share_class: 'Share class',
  pre_money_valuation: 'Pre-money valuation',
  summary_terms: 'Summary of the terms',
} as const;
export type InstrumentTermName = keyof typeof INSTRUMENT_TERM_LABELS;

/**
 * The electronic-records consent (US ESIGN and UETA), shown above the Sign button and stored with each
 * signature. AngelBridge's own words.
 */
export const AGREEMENT_CONSENT_TEXT =
  'I agree to sign this agreement electronically and to receive it and any notice about it electronically. ' +
  'I understand that my typed name is my signature and binds me as a handwritten one would, that I can ' +
  'download and keep the signed document, and that I may ask the other party for a paper copy. I have ' +
  'reviewed the document shown above, identified by its SHA-256 hash.';

export const agreementTexts = {
  // answers
  termsSaved: 'Round terms saved.',
  termsSavedSending: 'Round terms saved. Agreements are being prepared for the closing commitments.',
  termsLoaded: 'Round terms loaded.',
  agreementsLoaded: 'Agreements loaded.',
  agreementLoaded: 'Agreement loaded.',
  signed: 'Signed. The other party has been asked to sign.',
  signedCompleted: 'Signed. The agreement is complete; both parties get the signed PDF by e-mail.',
  voided: 'Agreement voided. The investor has been told.',
  reminded: 'Reminder sent.',
  verified: 'This is an AngelBridge-completed agreement, unchanged since it was signed.',
  notVerified: 'Not a completed AngelBridge agreement: no completed agreement has exactly these bytes.',
  // refusals
  pitchNotFound: 'Pitch not found.',
  agreementNotFound: 'Agreement not found.',
  instrumentMissing:
    "This pitch has no instrument yet. Choose one in the pitch's round step (edit the pitch), then set the terms.",
  notATerm: (instrument: PitchInstrument) => `Not a term of ${INSTRUMENT_IN_A_SENTENCE[instrument]}.`,
  termRequired: (label: string) => `${label} is required for this instrument.`,
  safeNeedsATerm: 'A SAFE needs a valuation cap, a discount or MFN (at least one).',
  termsLocked:
    'Void the sent agreements first: terms cannot change while an agreement is awaiting or completed.',
  companyLegalNameRequired: "Type the company's legal name.",
  companyLegalNameTooLong: `A legal name is at most ${COMPANY_LEGAL_NAME_MAX} characters.`,
  countryRequired: 'Choose the country of incorporation.',
  countryUnknown: 'Choose a country from the list.',
  regionTooLong: `A region is at most ${INCORPORATION_REGION_MAX} characters.`,
  incorporationInvalid: 'Incorporation must be { country_id, region }.',
  governingLawRequired: 'Name the governing law (e.g. Ontario, Canada).',
  governingLawTooLong: `The governing law is at most ${GOVERNING_LAW_MAX} characters.`,
  signatoryNameRequired: 'Type the name of the person who signs for the company.',
  signatoryNameTooLong: `A name is at most ${SIGNATORY_NAME_MAX} characters.`,
  signatoryTitleRequired: "Type the signatory's title (e.g. CEO).",
  signatoryTitleTooLong: `A title is at most ${SIGNATORY_TITLE_MAX} characters.`,
  instrumentTermsInvalid: 'Instrument terms must be an object of the terms of the pitch’s instrument.',
  valuationCapInvalid: 'Valuation cap must be a whole number of dollars from 1 to C$1,000,000,000,000.',
  discountInvalid: 'Discount must be a whole percent from 1 to 99.',
  mfnInvalid: 'MFN must be true or false.',
  interestInvalid: 'Interest must be a percent from 0 to 99 with at most two decimals (e.g. 6.5).',
  maturityInvalid: 'Maturity date must be a date (YYYY-MM-DD).',
  maturityPast: 'Maturity date must be in the future.',
  priceInvalid: 'Price per share must be more than 0, with at most four decimals (e.g. 0.8125).',
  shareClassTooLong: `A share class is at most ${SHARE_CLASS_MAX} characters.`,
  preMoneyInvalid: 'Pre-money valuation must be a whole number of dollars from 1 to C$1,000,000,000,000.',
  summaryTermsTooLong: `The summary is at most ${thousands(SUMMARY_TERMS_MAX)} characters.`,
  removeFileInvalid: 'remove_agreement_file must be true or false.',
  fileType: 'The agreement must be a PDF.',
  fileSize: 'The agreement PDF is at most 20 MB.',
  fileUnreadable: 'This PDF cannot be read (it may be encrypted or damaged). Upload an unlocked PDF.',
  verifyFileType: 'Send a PDF.',
  verifyFileSize: 'A PDF to verify is at most 20 MB.',
  verifyNothing: 'Send the PDF (file) or its SHA-256 hash (sha256).',
  sha256Invalid: 'sha256 must be 64 hexadecimal characters.',
  sha256Stale: 'The document changed since you opened it; review it again.',
  signedNameRequired: 'Type your full name to sign.',
  signedNameTooLong: `A name is at most ${AGREEMENT_SIGNED_NAME_MAX} characters.`,
  signedNameMismatch: 'Type your name exactly as it is on your account (first and last name).',
  consentRequired: 'Accept the electronic-records consent to sign.',
  notYourTurn: 'The investor signs first; the founder signs after.',
  alreadySigned: 'You have already signed this agreement.',
  agreementVoided: 'This agreement was voided; it cannot be signed.',
  agreementCompleted: 'This agreement is already completed.',
  voidTooLate: 'A completed agreement cannot be voided.',
  alreadyVoided: 'This agreement is already voided.',
  reasonRequired: 'Give a reason: the investor reads it.',
  reasonTooLong: `A reason is at most ${thousands(VOID_REASON_MAX)} characters.`,
  remindTooSoon: `One reminder a day: this agreement was reminded less than ${AGREEMENT_REMINDER_HOURS} hours ago.`,
  remindNothing: 'This agreement awaits no signature.',
  statusInvalid: `Status must be one of: ${AGREEMENT_STATUSES.join(', ')}.`,
  pageInvalid: 'page must be a whole number from 1.',
  pageSizeInvalid: `page_size must be a whole number from 1 to ${AGREEMENTS_PAGE_SIZE_MAX}.`,
  linkExpired: 'This link has expired. Open the agreement again for a new one.',
  linkForAnother: 'This link was made for another signed-in browser. Open the agreement yourself.',
  cannotSignCompleting: 'Both parties have signed; the completed PDF is being made.',
  tooManyVerifications: 'Too many verifications from this address. Try again later.',
  reopenAfterSigning: 'An agreement of this round is signed: the round cannot be reopened.',
  // why one may not sign (getAgreement) and why terms cannot change (getRoundTerms)
  cannotSignWaitInvestor: 'The investor signs first.',
  cannotSignDone: 'You have signed; nothing more to do.',
  cannotEditSent: 'Agreements are awaiting or completed: void them before changing the terms.',
  cannotEditNoInstrument: "Choose the pitch's instrument in its round step first.",
  // notices (bell and e-mail)
  noticeToSign: (pitch: string, amount: number) =>
    `Your agreement for ${money(amount)} in ${pitch} is ready: review and sign it.`,
  noticeFounderToSign: (investor: string, pitch: string) =>
    `${investor} signed their agreement for ${pitch}: your signature completes it.`,
  noticeCompleted: (pitch: string) =>
    `The agreement for ${pitch} is signed by both parties. The PDF is attached.`,
  noticeVoided: (pitch: string, reason: string) => `Your agreement for ${pitch} was voided: ${reason}`,
  voidReasonReopened: 'The round was reopened.',
  noticeVoidedReopened: (pitch: string) =>
    `The round of ${pitch} was reopened, so your unsigned agreement was voided.`,
  noticeReminder: (pitch: string) => `A reminder: your agreement for ${pitch} awaits your signature.`,
  // the document's own words, written for AngelBridge
  documentTitle: 'Investment summary and subscription',
  certificateTitle: 'Signature certificate',
  previewInvestorName: 'Investor name',
} as const;

export { money as formatAgreementAmount };
