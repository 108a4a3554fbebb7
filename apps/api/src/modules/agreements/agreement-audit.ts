import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** One change of round terms or an agreement, as the admin audit log keeps it (its actor in admin_id). */
export interface AgreementAudit {
  /** Who did it; for a job, the founder whose step started it (terms saved, round closed). */
  actorId: string;
  action:
    | 'setRoundTerms'
    | 'createAgreement'
    | 'signAgreement'
    | 'completeAgreement'
    | 'voidAgreement'
    | 'remindAgreement';
  targetType: 'round_terms' | 'agreement';
  targetId: string;
  reason?: string | null;
  before?: unknown;
  after?: unknown;
  requestId: string;
}

/**
 * Every state change of terms and agreements is audited in the log the admin console reads, in the
 * change's own transaction, written straight into its table as the commitments module does.
 */
export async function recordAgreementChange(tx: Db, entry: AgreementAudit): Promise<void> {
  await tx.execute(
    sql`insert into admin_audit_log (admin_id, action, target_type, target_id, reason, before, after, request_id)
        values (${entry.actorId}, ${entry.action}, ${entry.targetType}, ${entry.targetId}, ${entry.reason ?? null},
          ${entry.before === undefined ? null : JSON.stringify(entry.before)}::jsonb,
          ${entry.after === undefined ? null : JSON.stringify(entry.after)}::jsonb, ${entry.requestId})`,
  );
}
