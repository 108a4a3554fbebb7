import { agreementTexts as t } from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { iso } from '../../db/iso.js';
import { inTransaction } from '../../db/transaction.js';
import type { JobHandler } from '../../jobs/index.js';
import { recordAgreementChange } from './agreement-audit.js';
import type { AgreementsContext } from './context.js';
import { insertDocument, readStored, storePdf } from './documents.js';
import { type CertificateSigner, renderCompletedPdf } from './pdf/certificate-pdf.js';
import { lockAgreement } from './sign.queries.js';

/** Completes an agreement both parties signed; keyed by agreement, so it is queued once. */
export const AGREEMENT_COMPLETION_JOB = 'agreement-complete';

async function signersOf(tx: Db, agreementId: string): Promise<CertificateSigner[]> {
  const rows = await queryRows<{
    role: 'investor' | 'founder';
    name: string;
    signed_at: string;
    sha256: string;
    email: string;
  }>(
    tx,
    sql`select s.role, s.signed_name as name, s.signed_at, s.sha256, u.email
        from agreement_signatures s join users u on u.id = s.signer_id
        where s.agreement_id = ${agreementId} order by s.signed_at, s.role desc`,
  );
  return rows.map((r) => ({ ...r, signed_at: iso(r.signed_at) }));
}

/**
 * Makes the completed PDF (the document as shown, plus the signature certificate), stores it once with
 * its own hash, marks the agreement completed and sends both parties the PDF. The agreement row is locked
 * for the whole of it, so the sign call's inline run and the job (or two workers) cannot both complete
 * it: whoever comes second finds it completed and does nothing. Run as often as you like.
 */
export async function completeAgreement(context: AgreementsContext, agreementId: string): Promise<void> {
  const { db, storage } = context;
  let stored: string | null = null;
  try {
    await inTransaction(db, async (tx) => {
      const row = await lockAgreement(tx, agreementId, null);
      if (row?.status !== 'awaiting_founder' || row.completed_document_id) return;
      const signers = await signersOf(tx, row.id);
      if (signers.length < 2) return;
      const [clock] = await queryRows<{ now: string }>(tx, sql`select now() as now`);
      const completedAt = iso(clock?.now ?? new Date());
      const pdf = await renderCompletedPdf({
        agreementId: row.id,
        document: await readStored(storage, row.document_url),
        sha256: row.sha256,
        signers,
        completedAt,
      });
      const saved = await storePdf(storage, pdf.bytes);
      stored = saved.url;
      const documentId = await insertDocument(tx, {
        ...saved,
        pitchId: row.pitch_id,
        kind: 'completed',
        pageCount: pdf.pages,
      });
      await tx.execute(
        sql`update agreements set status = 'completed', completed_document_id = ${documentId}, completed_at = now()
            where id = ${row.id}`,
      );
      await recordAgreementChange(tx, {
        actorId: row.founder_id,
        action: 'completeAgreement',
        targetType: 'agreement',
        targetId: row.id,
        before: { status: row.status },
        after: { status: 'completed', completed_sha256: saved.sha256 },
        requestId: `agreement-complete:${row.id}`,
      });
      for (const userId of [row.investor_id, row.founder_id]) {
        await context.tell.bell(tx, {
          userId,
          agreementId: row.id,
          title: 'Agreement completed',
          body: t.noticeCompleted(row.name_of_pitch),
        });
        await context.tell.sendCompleted(tx, {
          userId,
          agreementId: row.id,
          pitchName: row.name_of_pitch,
          completedSha256: saved.sha256,
          url: saved.url,
        });
      }
    });
  } catch (error) {
    if (stored) await storage.remove(stored);
    throw error;
  }
}

export function agreementCompletionJob(context: AgreementsContext): JobHandler {
  return (job) => completeAgreement(context, (job.payload as { agreement_id: string }).agreement_id);
}
