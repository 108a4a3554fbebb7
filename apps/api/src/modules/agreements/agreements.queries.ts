import type { AgreementFields, AgreementStatus, SignerRole } from '@angelbridge/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';

export interface AgreementRow {
  id: string;
  commitment_id: string;
  pitch_id: string;
  name_of_pitch: string;
  status: AgreementStatus;
  investor_id: string;
  investor_name: string;
  founder_id: string;
  founder_name: string;
  fields: AgreementFields;
  document_id: string;
  document_url: string;
  sha256: string;
  completed_document_id: string | null;
  completed_url: string | null;
  completed_sha256: string | null;
  signers: { role: SignerRole; name: string; signed_at: string; sha256: string }[];
  created_at: string;
  completed_at: string | null;
  voided_at: string | null;
  void_reason: string | null;
  last_reminded_at: string | null;
  funded: { amount_received: number; received_on: string } | null;
}

/**
 * One statement for every read of agreements: the row, its pitch, both parties' names, its documents and
 * hashes, its signatures (in signing order), and the money received on its commitment (portfolio).
 */
const agreementSelect = sql`
  select a.id, a.commitment_id, a.pitch_id, p.name_of_pitch, a.status,
    a.investor_id, iu.first_name || ' ' || iu.last_name as investor_name,
    a.founder_id, fu.first_name || ' ' || fu.last_name as founder_name,
    a.fields, a.document_id, d.url as document_url, d.sha256,
    a.completed_document_id, cd.url as completed_url, cd.sha256 as completed_sha256,
    coalesce((select json_agg(json_build_object('role', s.role, 'name', s.signed_name,
        'signed_at', s.signed_at, 'sha256', s.sha256) order by s.signed_at, s.role desc)
      from agreement_signatures s where s.agreement_id = a.id), '[]'::json) as signers,
    a.created_at, a.completed_at, a.voided_at, a.void_reason, a.last_reminded_at,
    case when c.status = 'funded' then json_build_object(
      'amount_received', c.amount_received, 'received_on', c.received_on::text) end as funded
  from agreements a
  join pitches p on p.id = a.pitch_id
  join users iu on iu.id = a.investor_id
  join users fu on fu.id = a.founder_id
  join commitments c on c.id = a.commitment_id
  join agreement_documents d on d.id = a.document_id
  left join agreement_documents cd on cd.id = a.completed_document_id`;

/** The agreement when `userId` is one of its two parties; null for anyone else (or none). */
export async function agreementFor(
  db: Db,
  agreementId: string,
  userId: string,
): Promise<AgreementRow | null> {
  const [row] = await queryRows<AgreementRow>(
    db,
    sql`${agreementSelect} where a.id = ${agreementId} and (a.investor_id = ${userId} or a.founder_id = ${userId})`,
  );
  return row ?? null;
}

export async function agreementById(db: Db, agreementId: string): Promise<AgreementRow | null> {
  const [row] = await queryRows<AgreementRow>(db, sql`${agreementSelect} where a.id = ${agreementId}`);
  return row ?? null;
}

export interface ListFilter {
  userId: string;
  role: 'founder' | 'investor';
  pitchId?: string | undefined;
  status?: AgreementStatus | undefined;
  limit: number;
  offset: number;
}

/** A page of the caller's agreements (as founder: of their pitches; as investor: their own), newest first. */
export async function listAgreements(
  db: Db,
  f: ListFilter,
): Promise<{ rows: AgreementRow[]; total: number }> {
  const conditions: SQL[] = [
    f.role === 'founder' ? sql`a.founder_id = ${f.userId}` : sql`a.investor_id = ${f.userId}`,
  ];
  if (f.pitchId) conditions.push(sql`a.pitch_id = ${f.pitchId}`);
  if (f.status) conditions.push(sql`a.status = ${f.status}`);
  const where = sql.join(conditions, sql` and `);
  const [rows, counted] = await Promise.all([
    queryRows<AgreementRow>(
      db,
      sql`${agreementSelect} where ${where} order by a.created_at desc, a.id desc limit ${f.limit} offset ${f.offset}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from agreements a where ${where}`),
  ]);
  return { rows, total: counted[0]?.n ?? 0 };
}
