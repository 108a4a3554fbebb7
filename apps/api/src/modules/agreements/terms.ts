import {
  AGREEMENT_FILE_MAX_BYTES,
  instrumentTermsErrors,
  type ParsedRequestOf,
  type RoundTerms,
  type setRoundTerms,
  storedTerms,
  agreementTexts as t,
  utcToday,
} from '@angelbridge/contracts';
import { iso } from '../../db/iso.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError, fieldError } from '../../http/app-error.js';
import { claim, type UploadedFile } from '../../http/upload.js';
import { recordAgreementChange } from './agreement-audit.js';
import { pitchNotFound } from './agreement-errors.js';
import { agreementFields } from './agreement-fields.js';
import type { Actor, AgreementsContext } from './context.js';
import { enqueueAgreementCreation } from './creation.js';
import { insertDocument, keepingFileOnlyIf, readStored, sha256Of, storePdf } from './documents.js';
import { readablePdf, renderAgreementPdf } from './pdf/agreement-pdf.js';
import {
  agreementsInForce,
  countryName,
  dropDocument,
  findPitch,
  type PitchFacts,
  readTerms,
  roundStateForShare,
  type TermsRow,
  upsertTerms,
} from './terms.queries.js';

type TermsInput = ParsedRequestOf<typeof setRoundTerms>;

async function ownedPitch(context: AgreementsContext, pitchId: string, ownerId: string): Promise<PitchFacts> {
  const pitch = await findPitch(context.db, pitchId);
  if (!pitch || pitch.owner_id !== ownerId) throw pitchNotFound();
  return pitch;
}

export function toRoundTerms(row: TermsRow): RoundTerms {
  return {
    pitch_id: row.pitch_id,
    instrument: row.instrument,
    company_legal_name: row.company_legal_name,
    incorporation: { country_id: row.country_id, country_name: row.country_name, region: row.region },
    governing_law: row.governing_law,
    signatory_name: row.signatory_name,
    signatory_title: row.signatory_title,
    instrument_terms: row.instrument_terms,
    template: row.uploaded_document_id ? 'uploaded' : 'angelbridge',
    agreement_file_name: row.agreement_file_name,
    updated_at: iso(row.updated_at),
  };
}

/** The founder's upload, checked beyond its type: pdf-lib must read it (an encrypted or broken PDF cannot be wrapped). */
async function checkedUpload(context: AgreementsContext, file: UploadedFile | undefined) {
  if (!file) return null;
  if (file.size > AGREEMENT_FILE_MAX_BYTES) throw fieldError('TOO_LARGE', 'agreement_file', t.fileSize);
  const bytes = await readStored(context.storage, file.url);
  const readable = await readablePdf(bytes);
  if (!readable) throw fieldError('BAD_REQUEST', 'agreement_file', t.fileUnreadable);
  return { file, bytes, pages: readable.pages };
}

/**
 * Sets or changes the round's terms. The pitch's instrument decides which terms fit (the contracts' one
 * rule); a preview PDF is made with a sample investor. Refused while an agreement of the pitch is awaiting
 * or completed. When the round is closing, each closing commitment's agreement is queued in the same
 * transaction. The round row is taken FOR SHARE, so a close or reopen cannot slip between the check and
 * the queueing.
 */
export async function setTerms(
  context: AgreementsContext,
  actor: Actor,
  input: TermsInput,
  upload: UploadedFile | undefined,
): Promise<{ roundTerms: RoundTerms; queued: number }> {
  const { db, storage } = context;
  const pitch = await ownedPitch(context, input.pitch_id, actor.userId);
  const errors = instrumentTermsErrors(pitch.instrument, input.instrument_terms);
  if (Object.keys(errors).length > 0 || pitch.instrument === null) {
    throw new AppError('BAD_REQUEST', Object.values(errors)[0] ?? t.instrumentMissing, { errors });
  }
  const instrument = pitch.instrument;
  const country = await countryName(db, input.incorporation.country_id);
  if (!country) throw fieldError('BAD_REQUEST', 'incorporation.country_id', t.countryUnknown);
  if ((await agreementsInForce(db, pitch.id)) > 0) throw fieldError('CONFLICT', 'pitch_id', t.termsLocked);
  const uploaded = await checkedUpload(context, upload);
  const current = await readTerms(db, pitch.id);
  const keptUpload = input.remove_agreement_file || uploaded ? null : (current?.uploaded_url ?? null);
  const draft: TermsRow = {
    pitch_id: pitch.id,
    version: (current?.version ?? 0) + 1,
    instrument,
    company_legal_name: input.company_legal_name,
    country_id: input.incorporation.country_id,
    country_name: country,
    region: input.incorporation.region ?? null,
    governing_law: input.governing_law,
    signatory_name: input.signatory_name,
    signatory_title: input.signatory_title,
    instrument_terms: storedTerms(instrument, input.instrument_terms),
    uploaded_document_id: null,
    uploaded_url: null,
    agreement_file_name: null,
    preview_document_id: null,
    preview_url: null,
    updated_at: new Date(),
  };
  const sample = { legalName: t.previewInvestorName, amount: Math.max(1, pitch.min_per_investor) };
  const preview = await renderAgreementPdf({
    fields: agreementFields(draft, sample, utcToday()),
    agreementId: null,
    uploaded: uploaded?.bytes ?? (keptUpload ? await readStored(storage, keptUpload) : null),
  });
  const storedPreview = await storePdf(storage, preview.bytes);
  const result = await keepingFileOnlyIf(storage, storedPreview.url, () =>
    inTransaction(db, async (tx) => {
      const round = await roundStateForShare(tx, pitch.id);
      const before = await readTerms(tx, pitch.id, 'update');
      if ((await agreementsInForce(tx, pitch.id)) > 0)
        throw fieldError('CONFLICT', 'pitch_id', t.termsLocked);
      let uploadedId = input.remove_agreement_file ? null : (before?.uploaded_document_id ?? null);
      if (uploaded) {
        uploadedId = await insertDocument(tx, {
          url: claim(uploaded.file),
          sha256: sha256Of(uploaded.bytes),
          byteSize: uploaded.bytes.byteLength,
          pitchId: pitch.id,
          kind: 'uploaded',
          pageCount: uploaded.pages,
          fileName: uploaded.file.originalName.slice(0, 200),
        });
      }
      const previewId = await insertDocument(tx, {
        ...storedPreview,
        pitchId: pitch.id,
        kind: 'preview',
        pageCount: preview.pages,
      });
      const version = await upsertTerms(tx, {
        pitchId: pitch.id,
        instrument,
        companyLegalName: draft.company_legal_name,
        countryId: draft.country_id,
        region: draft.region,
        governingLaw: draft.governing_law,
        signatoryName: draft.signatory_name,
        signatoryTitle: draft.signatory_title,
        instrumentTerms: draft.instrument_terms,
        uploadedDocumentId: uploadedId,
        previewDocumentId: previewId,
        updatedBy: actor.userId,
      });
      const oldPreview = before?.preview_document_id
        ? await dropDocument(tx, before.preview_document_id)
        : null;
      await recordAgreementChange(tx, {
        actorId: actor.userId,
        action: 'setRoundTerms',
        targetType: 'round_terms',
        targetId: pitch.id,
        before: before ? { version: before.version, instrument_terms: before.instrument_terms } : null,
        after: {
          version,
          instrument,
          instrument_terms: draft.instrument_terms,
          template: uploadedId ? 'uploaded' : 'angelbridge',
        },
        requestId: actor.requestId,
      });
      const queued =
        round.state === 'closing' ? await enqueueAgreementCreation(tx, pitch.id, actor.userId) : 0;
      return { queued, oldPreview };
    }),
  );
  if (result.oldPreview) await storage.remove(result.oldPreview);
  const saved = await readTerms(db, pitch.id);
  if (!saved) throw new Error('round terms vanished');
  return { roundTerms: toRoundTerms(saved), queued: result.queued };
}

/** The founder's view of the terms: whether they may change, and the preview's document id. */
export async function getTerms(context: AgreementsContext, ownerId: string, pitchId: string) {
  const pitch = await ownedPitch(context, pitchId, ownerId);
  const [terms, inForce] = await Promise.all([
    readTerms(context.db, pitch.id),
    agreementsInForce(context.db, pitch.id),
  ]);
  const reason = pitch.instrument === null ? t.cannotEditNoInstrument : inForce > 0 ? t.cannotEditSent : null;
  return {
    round_terms: terms ? toRoundTerms(terms) : null,
    instrument: pitch.instrument,
    may_edit: reason === null,
    cannot_edit_reason: reason,
    previewDocumentId: terms?.preview_document_id ?? null,
  };
}
