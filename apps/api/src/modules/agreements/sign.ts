import {
  AGREEMENT_CONSENT_TEXT,
  type ParsedRequestOf,
  type SignerRole,
  type signAgreement as signCall,
  agreementTexts as t,
} from '@angelbridge/contracts';
import { inTransaction, isUniqueViolation } from '../../db/transaction.js';
import type { AppError } from '../../http/app-error.js';
import { fieldError } from '../../http/app-error.js';
import { enqueueJob } from '../../jobs/index.js';
import { foldName } from '../certification/index.js';
import { recordAgreementChange } from './agreement-audit.js';
import { agreementNotFound } from './agreement-errors.js';
import { AGREEMENT_COMPLETION_JOB, completeAgreement } from './completion.js';
import type { Actor, AgreementsContext } from './context.js';
import { insertSignature, type LockedAgreement, lockAgreement, setStatus } from './sign.queries.js';

/** Where a signature came from, as the request tells it. */
export interface SignOrigin {
  clientAddress: string;
  userAgent: string;
}

const conflict = (message: string) => fieldError('CONFLICT', 'agreement_id', message);

/** How long after the founder's signature the queued completion comes due (the inline run is done by then). */
export const COMPLETION_SAFETY_NET_MS = 30_000;

/** Why this party may not sign this agreement now (a 409 naming agreement_id); null when they may. */
export function signRefusal(
  row: Pick<LockedAgreement, 'status' | 'signed_roles'>,
  role: SignerRole,
): string | null {
  if (row.status === 'voided') return t.agreementVoided;
  if (row.signed_roles.includes(role)) return t.alreadySigned;
  if (row.status === 'completed') return t.agreementCompleted;
  if (role === 'founder' && !row.signed_roles.includes('investor')) return t.notYourTurn;
  return null;
}

function refuseOrRole(row: LockedAgreement, userId: string): SignerRole {
  const role: SignerRole = row.investor_id === userId ? 'investor' : 'founder';
  const refusal = signRefusal(row, role);
  if (refusal) throw conflict(refusal);
  return role;
}

/**
 * Signs: the investor first, then the founder, each once, with their account's name (case and accents
 * ignored) and the hash of the document they were shown, on the database's clock. The agreement row is
 * locked first, so two signatures at once are taken one after the other (and a unique constraint refuses
 * a second signature of one party whatever happens). The founder's signature enqueues the completion in
 * the same transaction (a crash right after it still completes, once), then runs it at once.
 */
export async function signAgreement(
  context: AgreementsContext,
  actor: Actor,
  input: ParsedRequestOf<typeof signCall>,
  origin: SignOrigin,
): Promise<{ role: SignerRole }> {
  const { db } = context;
  const role = await inTransaction(db, async (tx) => {
    const row = await lockAgreement(tx, input.agreement_id, actor.userId);
    if (!row) throw agreementNotFound();
    const signer = refuseOrRole(row, actor.userId);
    if (foldName(input.signed_name) !== foldName(row.caller_name ?? '')) {
      throw fieldError('BAD_REQUEST', 'signed_name', t.signedNameMismatch);
    }
    if (input.sha256 !== row.sha256) throw fieldError('BAD_REQUEST', 'sha256', t.sha256Stale);
    await insertSignature(tx, {
      agreementId: row.id,
      role: signer,
      signerId: actor.userId,
      signedName: input.signed_name,
      consentText: AGREEMENT_CONSENT_TEXT,
      sha256: input.sha256,
      clientAddress: origin.clientAddress,
      userAgent: origin.userAgent,
    }).catch((error: unknown) => {
      throw isUniqueViolation(error) ? conflict(t.alreadySigned) : (error as AppError);
    });
    if (signer === 'investor') {
      await setStatus(tx, row.id, 'awaiting_founder');
      await context.tell.tell(tx, {
        to: 'founder',
        userId: row.founder_id,
        agreementId: row.id,
        title: 'Agreement signed by the investor',
        body: t.noticeFounderToSign(row.investor_name, row.name_of_pitch),
        mailKey: `agreement-founder-turn:${row.id}`,
      });
    } else {
      // the safety net: due a little later, so it does not race the inline run below; after a crash it
      // completes the agreement once the instance is back
      await enqueueJob(tx, {
        kind: AGREEMENT_COMPLETION_JOB,
        key: `agreement-complete:${row.id}`,
        payload: { agreement_id: row.id },
        runAt: new Date(Date.now() + COMPLETION_SAFETY_NET_MS),
      });
    }
    await recordAgreementChange(tx, {
      actorId: actor.userId,
      action: 'signAgreement',
      targetType: 'agreement',
      targetId: row.id,
      before: { status: row.status },
      after: {
        status: signer === 'investor' ? 'awaiting_founder' : row.status,
        role: signer,
        sha256: input.sha256,
        client_address: origin.clientAddress,
      },
      requestId: actor.requestId,
    });
    return signer;
  });
  if (role === 'founder') await completeAgreement(context, input.agreement_id);
  return { role };
}
