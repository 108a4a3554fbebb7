import {
  AGREEMENT_CONSENT_TEXT,
  AGREEMENTS_PAGE_SIZE,
  type AgreementStatus,
  type SignerRole,
  agreementTexts as t,
} from '@angelbridge/contracts';
import { agreementNotFound, pitchNotFound } from './agreement-errors.js';
import { toAgreement } from './agreement-view.js';
import { type AgreementRow, agreementFor, listAgreements } from './agreements.queries.js';
import type { AgreementsContext } from './context.js';
import { signRefusal } from './sign.js';
import { findPitch } from './terms.queries.js';

export interface ListInput {
  pitch_id?: string | undefined;
  status?: AgreementStatus | undefined;
  page?: number | undefined;
  page_size?: number | undefined;
}

/** A founder's agreements on their pitches (one pitch when asked), or an investor's own; newest first. */
export async function agreementsOf(
  context: AgreementsContext,
  caller: { userId: string; userType: 'entrepreneur' | 'investor' },
  input: ListInput,
) {
  const role = caller.userType === 'entrepreneur' ? 'founder' : 'investor';
  if (input.pitch_id && role === 'founder') {
    const pitch = await findPitch(context.db, input.pitch_id);
    if (!pitch || pitch.owner_id !== caller.userId) throw pitchNotFound();
  }
  const page = input.page ?? 1;
  const pageSize = input.page_size ?? AGREEMENTS_PAGE_SIZE;
  const { rows, total } = await listAgreements(context.db, {
    userId: caller.userId,
    role,
    pitchId: input.pitch_id,
    status: input.status,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return {
    agreements: rows.map((row) => toAgreement(row, context.links, caller.userId)),
    page,
    page_size: pageSize,
    total,
  };
}

/** Why the caller may not sign now, for the review page (the sign call decides the same way). */
function cannotSign(row: AgreementRow, role: SignerRole): string | null {
  const signedRoles = row.signers.map((s) => s.role);
  const refusal = signRefusal({ status: row.status, signed_roles: signedRoles }, role);
  if (refusal === t.notYourTurn) return t.cannotSignWaitInvestor;
  if (refusal === t.alreadySigned) {
    return row.status === 'awaiting_founder' && signedRoles.length === 2
      ? t.cannotSignCompleting
      : t.cannotSignDone;
  }
  return refusal;
}

/** One agreement for one of its two parties; 404 to anyone else. */
export async function agreementOf(context: AgreementsContext, userId: string, agreementId: string) {
  const row = await agreementFor(context.db, agreementId, userId);
  if (!row) throw agreementNotFound();
  const role: SignerRole = row.investor_id === userId ? 'investor' : 'founder';
  const reason = cannotSign(row, role);
  return {
    agreement: toAgreement(row, context.links, userId),
    my_role: role,
    may_sign: reason === null,
    cannot_sign_reason: reason,
    consent_text: AGREEMENT_CONSENT_TEXT,
  };
}

/** The agreement after a change, for the party who made it. */
export async function readAgreement(context: AgreementsContext, userId: string, agreementId: string) {
  const row = await agreementFor(context.db, agreementId, userId);
  if (!row) throw agreementNotFound();
  return toAgreement(row, context.links, userId);
}
