/**
 * Agreements and signatures (issue 33): the round's terms, one agreement per closing commitment made
 * through the queue, the investor's then the founder's signature, completion with a signature
 * certificate, voiding, reminders and public verification. Shapes live in agreement-entities.ts, the
 * per-instrument rule in instrument-terms.ts, words and limits in agreement-texts.ts.
 */
import { z } from 'zod';
import { agreement, roundTerms, verifiedSigner } from './agreement-entities.js';
import {
  AGREEMENT_FILE_MAX_BYTES,
  AGREEMENT_SIGNED_NAME_MAX,
  AGREEMENT_STATUSES,
  AGREEMENTS_PAGE_SIZE_MAX,
  COMPANY_LEGAL_NAME_MAX,
  GOVERNING_LAW_MAX,
  INCORPORATION_REGION_MAX,
  SIGNATORY_NAME_MAX,
  SIGNATORY_TITLE_MAX,
  SIGNER_ROLES,
  agreementTexts as t,
  VERIFICATIONS_PER_HOUR,
  VOID_REASON_MAX,
} from './agreement-texts.js';
import { calls } from './call-routes.js';
import {
  booleanFieldWith,
  checkedField,
  endpoint,
  type FileKind,
  type FileRule,
  idSchema,
  jsonField,
  ok,
  textField,
} from './http.js';
import { instrumentTermsInput } from './instrument-terms.js';
import { PITCH_INSTRUMENTS } from './round.js';

export * from './agreement-entities.js';
export * from './agreement-texts.js';
export * from './instrument-terms.js';

const pitchId = idSchema('pitch id');
const agreementId = idSchema('agreement id');

const required = (max: number, missing: string, tooLong: string) =>
  textField({ error: missing }).trim().min(1, { error: missing }).max(max, { error: tooLong });

const positiveInt = (message: string) =>
  z.preprocess(
    (value) =>
      value === '' || value === null ? undefined : typeof value === 'string' ? Number(value) : value,
    z.number({ error: message }).int({ error: message }).min(1, { error: message }).optional(),
  );

/** A hash as typed or pasted: surrounding spaces and upper case are forgiven. */
const sha256Field = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  z.string({ error: t.sha256Invalid }).regex(/^[a-f0-9]{64}$/, { error: t.sha256Invalid }),
);

export const AGREEMENT_FILE_KINDS = ['pdf'] as const satisfies readonly FileKind[];

const pdfRule = (field: string, typeMessage: string, sizeMessage: string): FileRule => ({
  field,
  maxCount: 1,
  maxBytes: AGREEMENT_FILE_MAX_BYTES,
  kinds: AGREEMENT_FILE_KINDS,
  typeMessage,
  sizeMessage,
});

export const incorporationInput = z.object(
  {
    country_id: z
      .string({ error: t.countryRequired })
      .trim()
      .min(1, { error: t.countryRequired, abort: true })
      .pipe(idSchema('country')),
    region: z.preprocess(
      (value) => (value === null ? undefined : value),
      textField({ error: t.regionTooLong })
        .trim()
        .max(INCORPORATION_REGION_MAX, { error: t.regionTooLong })
        .transform((text) => text || null)
        .optional(),
    ),
  },
  { error: t.incorporationInvalid },
);

/** The terms form: the same schema on the web form and the server (instrumentTermsErrors adds the per-instrument rule). */
export const roundTermsForm = z.object({
  pitch_id: pitchId,
  company_legal_name: required(COMPANY_LEGAL_NAME_MAX, t.companyLegalNameRequired, t.companyLegalNameTooLong),
  incorporation: jsonField(incorporationInput),
  governing_law: required(GOVERNING_LAW_MAX, t.governingLawRequired, t.governingLawTooLong),
  signatory_name: required(SIGNATORY_NAME_MAX, t.signatoryNameRequired, t.signatoryNameTooLong),
  signatory_title: required(SIGNATORY_TITLE_MAX, t.signatoryTitleRequired, t.signatoryTitleTooLong),
  instrument_terms: jsonField(instrumentTermsInput.default({})),
  /** Back to AngelBridge's template: the uploaded PDF is no longer used (it stays stored for past agreements). */
  remove_agreement_file: z
    .preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      booleanFieldWith(t.removeFileInvalid),
    )
    .optional(),
});

export const setRoundTerms = endpoint({
  ...calls.setRoundTerms,
  summary:
    "Sets or changes the round's agreement terms (the pitch's instrument decides which instrument_terms are required). " +
    'Multipart with `agreement_file` (a PDF up to 20 MB) uses the founder’s own agreement between a cover and a signature page; ' +
    'plain JSON works too. When the round is closing, each closing commitment gets its agreement through the queue. ' +
    'Refused (409) while an agreement is awaiting or completed.',
  request: roundTermsForm,
  response: ok({ round_terms: roundTerms }),
  files: [pdfRule('agreement_file', t.fileType, t.fileSize)],
  jsonToo: true,
});

export const getRoundTerms = endpoint({
  ...calls.getRoundTerms,
  summary:
    "The round's terms (null before they are set), whether they may change, and a signed link to a preview PDF made with a sample investor.",
  request: z.object({ pitch_id: pitchId }),
  response: ok({
    round_terms: roundTerms.nullable(),
    /** The pitch's instrument, which decides the form's layout; null until set in the pitch's round step. */
    instrument: z.enum(PITCH_INSTRUMENTS).nullable(),
    may_edit: z.boolean(),
    cannot_edit_reason: z.string().nullable(),
    /** Signed, browser-bound link to the preview PDF; null before terms are set. */
    preview_url: z.string().nullable(),
  }),
});

export const getAgreements = endpoint({
  ...calls.getAgreements,
  summary:
    "The caller's agreements, newest first: a founder's on their pitches (optionally one pitch), an investor's own.",
  request: z.object({
    pitch_id: pitchId.optional(),
    status: z.enum(AGREEMENT_STATUSES, { error: t.statusInvalid }).optional(),
    page: positiveInt(t.pageInvalid),
    page_size: positiveInt(t.pageSizeInvalid).refine(
      (size) => size === undefined || size <= AGREEMENTS_PAGE_SIZE_MAX,
      { error: t.pageSizeInvalid },
    ),
  }),
  response: ok({
    agreements: z.array(agreement),
    page: z.number().int(),
    page_size: z.number().int(),
    total: z.number().int(),
  }),
});

export const getAgreement = endpoint({
  ...calls.getAgreement,
  summary:
    'One agreement, for its two parties only (404 to anyone else), with whether the caller may sign it now.',
  request: z.object({ agreement_id: agreementId }),
  response: ok({
    agreement,
    my_role: z.enum(SIGNER_ROLES),
    may_sign: z.boolean(),
    cannot_sign_reason: z.string().nullable(),
    /** The electronic-records consent shown above the Sign button. */
    consent_text: z.string(),
  }),
});

export const signAgreementForm = z.object({
  agreement_id: agreementId,
  signed_name: required(AGREEMENT_SIGNED_NAME_MAX, t.signedNameRequired, t.signedNameTooLong),
  consent: checkedField(t.consentRequired),
  /** The hash of the document the signer reviewed; it must still be the agreement's. */
  sha256: sha256Field,
});

export const signAgreement = endpoint({
  ...calls.signAgreement,
  summary:
    "Signs an agreement: the investor first, then the founder. signed_name must be the account's name (case and accents " +
    'ignored), sha256 the hash of the document shown. The founder’s signature completes it: a certificate page is added, ' +
    'the completed PDF stored once with its own hash, and both parties get it by e-mail.',
  request: signAgreementForm,
  response: ok({ agreement }),
});

export const voidAgreement = endpoint({
  ...calls.voidAgreement,
  summary:
    'Voids an agreement of the caller’s pitch before it is completed; the investor is told the reason.',
  request: z.object({
    agreement_id: agreementId,
    reason: required(VOID_REASON_MAX, t.reasonRequired, t.reasonTooLong),
  }),
  response: ok({ agreement }),
});

export const remindAgreement = endpoint({
  ...calls.remindAgreement,
  summary:
    'E-mails the party whose signature is awaited; at most one reminder a day per agreement (429 with retry_after).',
  request: z.object({ agreement_id: agreementId }),
  response: ok({ agreement }),
});

export const verifyAgreement = endpoint({
  ...calls.verifyAgreement,
  summary:
    'Tells anyone whether a PDF (multipart `file`) or a SHA-256 (`sha256`) is an AngelBridge-completed agreement, ' +
    `unchanged, with its signers' names and times and nothing more. ${VERIFICATIONS_PER_HOUR} an hour per address.`,
  request: z.object({ sha256: sha256Field.optional() }),
  response: ok({ verified: z.boolean(), signers: z.array(verifiedSigner) }),
  files: [pdfRule('file', t.verifyFileType, t.verifyFileSize)],
  jsonToo: true,
});

export const agreementsEndpoints = [
  setRoundTerms,
  getRoundTerms,
  getAgreements,
  getAgreement,
  signAgreement,
  voidAgreement,
  remindAgreement,
  verifyAgreement,
] as const;
