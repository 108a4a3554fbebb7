import type { AgreementStatus, SignerRole } from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';

export interface LockedAgreement {
  id: string;
  status: AgreementStatus;
  pitch_id: string;
  name_of_pitch: string;
  investor_id: string;
  founder_id: string;
  investor_name: string;
  completed_document_id: string | null;
  document_url: string;
  sha256: string;
  signed_roles: SignerRole[];
  last_reminded_at: string | null;
  /** Seconds until another reminder may go (0 when it may now). */
  remind_wait: number;
  /** The account name of the person asked about (the one who signs), in the same round trip. */
  caller_name: string | null;
}

/**
 * The agreement locked FOR UPDATE for the caller's transaction (signing, completing, voiding, reminding
 * one agreement happen one at a time), when `userId` is one of its parties (or anyone, when null).
 */
export async function lockAgreement(
  tx: Db,
  agreementId: string,
  userId: string | null,
  reminderHours = 24,
): Promise<LockedAgreement | null> {
  const party = userId === null ? sql`true` : sql`(a.investor_id = ${userId} or a.founder_id = ${userId})`;
  const [row] = await queryRows<LockedAgreement>(
    tx,
    sql`select a.id, a.status, a.pitch_id, p.name_of_pitch, a.investor_id, a.founder_id,
          iu.first_name || ' ' || iu.last_name as investor_name, a.completed_document_id,
          d.url as document_url, d.sha256,
          array(select s.role from agreement_signatures s where s.agreement_id = a.id) as signed_roles,
          a.last_reminded_at,
          greatest(0, ceil(extract(epoch from a.last_reminded_at + ${reminderHours} * interval '1 hour' - now())))::int
            as remind_wait,
          (select u.first_name || ' ' || u.last_name from users u where u.id = ${userId}) as caller_name
        from agreements a
        join pitches p on p.id = a.pitch_id
        join users iu on iu.id = a.investor_id
        join agreement_documents d on d.id = a.document_id
        where a.id = ${agreementId} and ${party}
        for update of a`,
  );
  return row ? { ...row, remind_wait: Number(row.remind_wait ?? 0) } : null;
}

export interface NewSignature {
  agreementId: string;
  role: SignerRole;
  signerId: string;
  signedName: string;
  consentText: string;
  sha256: string;
  clientAddress: string;
  userAgent: string;
}

export async function insertSignature(tx: Db, s: NewSignature): Promise<void> {
  await tx.execute(
    sql`insert into agreement_signatures (agreement_id, role, signer_id, signed_name, consent_text, sha256,
          client_address, user_agent)
        values (${s.agreementId}, ${s.role}, ${s.signerId}, ${s.signedName}, ${s.consentText}, ${s.sha256},
          ${s.clientAddress}, ${s.userAgent})`,
  );
}

export async function setStatus(tx: Db, agreementId: string, status: AgreementStatus): Promise<void> {
  await tx.execute(sql`update agreements set status = ${status} where id = ${agreementId}`);
}
