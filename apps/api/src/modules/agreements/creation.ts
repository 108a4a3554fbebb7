import { randomUUID } from 'node:crypto';
import { agreementTexts as t, utcToday } from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { inTransaction, isUniqueViolation } from '../../db/transaction.js';
import { type ClaimedJob, enqueueJobs, type JobHandler } from '../../jobs/index.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { recordAgreementChange } from './agreement-audit.js';
import { agreementFields } from './agreement-fields.js';
import type { AgreementsContext } from './context.js';
import {
  commitmentFacts,
  commitmentsNeedingAgreements,
  hasAgreementInForce,
  insertAgreement,
} from './creation.queries.js';
import { insertDocument, keepingFileOnlyIf, readStored, storePdf } from './documents.js';
import { renderAgreementPdf } from './pdf/agreement-pdf.js';
import { readTerms, roundStateForShare } from './terms.queries.js';

/** One job per closing commitment: its agreement made, stored and sent to the investor to sign. */
export const AGREEMENT_CREATION_JOB = 'agreement-create';

interface CreationPayload {
  commitment_id: string;
  terms_version: number;
  /** The founder whose step started it (terms saved, round closed): the audit row's actor. */
  actor_id: string;
}

/**
 * Enqueues, in the caller's transaction, the creation of an agreement for each closing commitment of the
 * pitch that has none in force, when the round is closing and has terms. A job is keyed by commitment,
 * terms version and the round's close, so a retried request or a second trigger queues nothing twice,
 * while new terms or a new close (after voided agreements) queue anew. Answers how many were queued.
 */
export async function enqueueAgreementCreation(tx: Db, pitchId: string, actorId: string): Promise<number> {
  const [round] = await queryRows<{ state: string; closed_at: string | null; version: number | null }>(
    tx,
    sql`select r.state, r.closed_at::text, t.version from pitch_rounds r
        join pitches p on p.id = r.pitch_id
        -- terms are for the instrument they were saved with: after a change of instrument, none until saved again
        left join round_terms t on t.pitch_id = r.pitch_id and t.instrument = p.instrument
        where r.pitch_id = ${pitchId}`,
  );
  if (round?.state !== 'closing' || round.version === null) return 0;
  const version = round.version;
  const ids = await commitmentsNeedingAgreements(tx, pitchId);
  return enqueueJobs(
    tx,
    AGREEMENT_CREATION_JOB,
    ids.map((id) => ({
      key: `agreement-create:${id}:v${version}:${round.closed_at}`,
      payload: { commitment_id: id, terms_version: version, actor_id: actorId } satisfies CreationPayload,
    })),
  );
}

/** The founder's uploaded PDF, kept for the next job: a round's jobs all read the same file, which never changes. */
let lastUpload: { url: string; bytes: Uint8Array } | null = null;
async function uploadedBytes(storage: FileStorage, url: string): Promise<Uint8Array> {
  if (lastUpload?.url !== url) lastUpload = { url, bytes: await readStored(storage, url) };
  return lastUpload.bytes;
}

/**
 * Makes one commitment's agreement. The PDF is made and stored first (no lock held); then, with the round
 * and the terms taken FOR SHARE (a reopen or new terms wait, or come first and this one stands down), the
 * agreement is inserted only if it is still wanted: the commitment still closing, the same terms, none in
 * force (a unique index says so too). A PDF not used is removed: a job run twice makes one agreement.
 */
async function createAgreement(context: AgreementsContext, job: ClaimedJob): Promise<void> {
  const { db, storage } = context;
  const payload = job.payload as CreationPayload;
  const facts = await commitmentFacts(db, payload.commitment_id);
  if (facts?.status !== 'closing') return;
  const terms = await readTerms(db, facts.pitch_id);
  if (!terms || terms.version !== payload.terms_version || terms.instrument !== facts.instrument) return;
  if (await hasAgreementInForce(db, facts.id)) return;
  const agreementId = randomUUID();
  const fields = agreementFields(terms, { legalName: facts.investor_name, amount: facts.amount }, utcToday());
  const uploaded = terms.uploaded_url ? await uploadedBytes(storage, terms.uploaded_url) : null;
  const pdf = await renderAgreementPdf({ fields, agreementId, uploaded });
  const stored = await storePdf(storage, pdf.bytes);
  await keepingFileOnlyIf(
    storage,
    stored.url,
    () =>
      inTransaction(db, async (tx) => {
        if ((await roundStateForShare(tx, facts.pitch_id)).state !== 'closing') return false;
        if ((await readTerms(tx, facts.pitch_id, 'share'))?.version !== payload.terms_version) return false;
        if ((await commitmentFacts(tx, facts.id, true))?.status !== 'closing') return false;
        if (await hasAgreementInForce(tx, facts.id)) return false;
        const documentId = await insertDocument(tx, {
          ...stored,
          pitchId: facts.pitch_id,
          kind: 'agreement',
          pageCount: pdf.pages,
        });
        await insertAgreement(tx, {
          id: agreementId,
          commitmentId: facts.id,
          pitchId: facts.pitch_id,
          investorId: facts.investor_id,
          founderId: facts.founder_id,
          termsVersion: terms.version,
          fields,
          documentId,
        });
        await recordAgreementChange(tx, {
          actorId: payload.actor_id,
          action: 'createAgreement',
          targetType: 'agreement',
          targetId: agreementId,
          after: { status: 'awaiting_investor', commitment_id: facts.id, sha256: stored.sha256 },
          requestId: `job:${job.key}`,
        });
        await context.tell.tell(tx, {
          to: 'investor',
          userId: facts.investor_id,
          agreementId,
          title: 'Agreement ready to sign',
          body: t.noticeToSign(facts.name_of_pitch, facts.amount),
          mailKey: `agreement-ready:${agreementId}`,
        });
        return true;
      }).catch((error: unknown) => {
        // another run made it first: this one's PDF is not needed
        if (isUniqueViolation(error)) return false;
        throw error;
      }),
    (made) => made,
  );
}

export function agreementCreationJob(context: AgreementsContext): JobHandler {
  return (job) => createAgreement(context, job);
}
