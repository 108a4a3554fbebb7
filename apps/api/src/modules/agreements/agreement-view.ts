import type { Agreement } from '@angelbridge/contracts';
import { iso } from '../../db/iso.js';
import type { SignedLinks } from '../../http/signed-links.js';
import type { AgreementRow } from './agreements.queries.js';

/** An agreement row as the contract shapes it, its PDFs as links signed for `viewerId`. */
export function toAgreement(row: AgreementRow, links: SignedLinks, viewerId: string): Agreement {
  return {
    _id: row.id,
    commitment_id: row.commitment_id,
    pitch_id: row.pitch_id,
    name_of_pitch: row.name_of_pitch,
    status: row.status,
    investor: { _id: row.investor_id, name: row.investor_name },
    founder: { _id: row.founder_id, name: row.founder_name },
    fields: row.fields,
    document_url: links.sign(row.document_id, viewerId).url,
    sha256: row.sha256,
    completed_document_url: row.completed_document_id
      ? links.sign(row.completed_document_id, viewerId).url
      : null,
    completed_sha256: row.completed_sha256,
    signers: row.signers.map((s) => ({ ...s, signed_at: iso(s.signed_at) })),
    created_at: iso(row.created_at),
    completed_at: iso(row.completed_at),
    voided_at: iso(row.voided_at),
    void_reason: row.void_reason,
    last_reminded_at: iso(row.last_reminded_at),
    funded: row.funded
      ? { amount_received: Number(row.funded.amount_received), received_on: row.funded.received_on }
      : null,
  };
}
