import { type AgreementSigner, agreementTexts, SIGNER_ROLE_LABELS } from '@angelbridge/contracts';
import { PDFDocument } from 'pdf-lib';
import { pageWriter } from './page-writer.js';

export interface CertificateSigner extends AgreementSigner {
  email: string;
}

export interface CertificateInput {
  agreementId: string;
  /** The bytes the signers were shown, and their hash. */
  document: Uint8Array;
  sha256: string;
  signers: CertificateSigner[];
  completedAt: string;
}

/**
 * The completed agreement: the document the signers were shown, with a signature certificate page after
 * its last page. Its existing pages are loaded and written back as they are; only the certificate is new.
 */
export async function renderCompletedPdf(
  input: CertificateInput,
): Promise<{ bytes: Uint8Array; pages: number }> {
  const doc = await PDFDocument.load(input.document, { updateMetadata: false });
  const writer = await pageWriter(doc, `AngelBridge agreement ${input.agreementId}: signature certificate`);
  writer.newPage();
  writer.text(agreementTexts.certificateTitle, { size: 18, bold: true });
  writer.field('Agreement', input.agreementId);
  writer.field('Completed', input.completedAt);
  writer.field('SHA-256 of the document signed', input.sha256);
  for (const signer of input.signers) {
    writer.text(SIGNER_ROLE_LABELS[signer.role], { size: 12, bold: true, gap: 16 });
    writer.field('Name', signer.name);
    writer.field('E-mail', signer.email);
    writer.field('Signed', signer.signed_at);
    writer.field('Document hash signed', signer.sha256);
  }
  writer.text(
    'Each signer typed their name, accepted the electronic-records consent and signed the document whose ' +
      'SHA-256 hash is shown above. Anyone can check that a copy of this completed PDF is unchanged on ' +
      "AngelBridge's verification page.",
    { muted: true, gap: 18 },
  );
  return { bytes: await doc.save(), pages: doc.getPageCount() };
}
