import type { AgreementFields } from '@angelbridge/contracts';
import { PDFDocument } from 'pdf-lib';
import { type PageWriter, pageWriter } from './page-writer.js';
import { agreementSections, coverParagraphs, documentTitle } from './template-text.js';

export interface AgreementPdfInput {
  fields: AgreementFields;
  /** The agreement's id, printed on every page AngelBridge writes; null for the founder's preview. */
  agreementId: string | null;
  /** The founder's own agreement (its bytes), placed unchanged between the cover and the signature page. */
  uploaded: Uint8Array | null;
}

const footerOf = (id: string | null) =>
  id ? `AngelBridge agreement ${id}` : 'AngelBridge preview: a sample investor, not for signature';

function signatureBlock(writer: PageWriter, fields: AgreementFields) {
  writer.text('Signatures', { size: 13, bold: true, gap: 18 });
  writer.text(
    'Each party signs electronically through AngelBridge by typing their name. The signature certificate that ' +
      'follows once both have signed is part of this document.',
    { muted: true, gap: 4 },
  );
  writer.rule(28);
  writer.text(`For the Company, ${fields.company_legal_name}`, { bold: true, gap: 4 });
  writer.field('Name', fields.signatory_name);
  writer.field('Title', fields.signatory_title);
  writer.rule(28);
  writer.text('The Investor', { bold: true, gap: 4 });
  writer.field('Name', fields.investor_legal_name);
}

/**
 * The PDF one investor's signers are shown: AngelBridge's template, or the founder's PDF between a cover
 * page and a signature page. The founder's pages are copied as they are (their content streams and
 * resources untouched); only pages AngelBridge writes are added around them.
 */
export async function renderAgreementPdf(
  input: AgreementPdfInput,
): Promise<{ bytes: Uint8Array; pages: number }> {
  const { fields, agreementId, uploaded } = input;
  const doc = await PDFDocument.create();
  doc.setTitle(`${documentTitle}: ${fields.company_legal_name} and ${fields.investor_legal_name}`);
  doc.setProducer('AngelBridge');
  doc.setCreator('AngelBridge');
  const writer = await pageWriter(doc, footerOf(agreementId));
  writer.newPage();
  if (uploaded) {
    const theirs = await PDFDocument.load(uploaded, { updateMetadata: false });
    writer.text(`Cover page: ${documentTitle.toLowerCase()}`, { size: 16, bold: true });
    for (const paragraph of coverParagraphs(fields, theirs.getPageCount()))
      writer.text(paragraph, { gap: 8 });
    const copied = await doc.copyPages(theirs, theirs.getPageIndices());
    for (const page of copied) doc.addPage(page);
    writer.newPage();
    writer.text('Signature page', { size: 16, bold: true });
    writer.text(
      `This page closes the agreement between ${fields.company_legal_name} and ${fields.investor_legal_name} ` +
        `for ${fields.amount.toLocaleString('en-US')} Canadian dollars, dated ${fields.date}.`,
      { gap: 8 },
    );
  } else {
    writer.text(documentTitle, { size: 18, bold: true });
    for (const section of agreementSections(fields)) {
      writer.text(section.heading, { size: 12, bold: true, gap: 14 });
      for (const paragraph of section.paragraphs) writer.text(paragraph, { gap: 5 });
    }
  }
  signatureBlock(writer, fields);
  return { bytes: await doc.save(), pages: doc.getPageCount() };
}

/** Whether bytes are a PDF pdf-lib can read and copy (not encrypted, not broken), and its page count. */
export async function readablePdf(bytes: Uint8Array): Promise<{ pages: number } | null> {
  try {
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    const pages = doc.getPageCount();
    return pages > 0 ? { pages } : null;
  } catch {
    return null;
  }
}
