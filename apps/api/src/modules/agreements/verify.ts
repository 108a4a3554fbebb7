import { agreementTexts as t, type VerifiedSigner } from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { iso } from '../../db/iso.js';
import { fieldError } from '../../http/app-error.js';
import type { UploadedFile } from '../../http/upload.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { readStored, sha256Of } from './documents.js';

/**
 * Whether these bytes (or this hash) are an AngelBridge-completed agreement, unchanged: a lookup of the
 * hash among the completed PDFs' hashes (convention 22). Anyone may ask; the answer names only the
 * signers and their times, nothing of the agreement itself.
 */
export async function verifyAgreement(
  db: Db,
  storage: FileStorage,
  input: { sha256?: string | undefined; file?: UploadedFile | undefined },
): Promise<{ verified: boolean; signers: VerifiedSigner[]; message: string }> {
  const hash = input.file ? sha256Of(await readStored(storage, input.file.url)) : input.sha256;
  if (!hash) throw fieldError('BAD_REQUEST', 'file', t.verifyNothing);
  const rows = await queryRows<{ name: string; signed_at: string }>(
    db,
    sql`select s.signed_name as name, s.signed_at
        from agreement_documents d
        join agreements a on a.completed_document_id = d.id and a.status = 'completed'
        join agreement_signatures s on s.agreement_id = a.id
        where d.kind = 'completed' and d.sha256 = ${hash}
        order by s.signed_at, s.role desc`,
  );
  if (rows.length === 0) return { verified: false, signers: [], message: t.notVerified };
  return {
    verified: true,
    signers: rows.map((r) => ({ name: r.name, signed_at: iso(r.signed_at) })),
    message: t.verified,
  };
}
