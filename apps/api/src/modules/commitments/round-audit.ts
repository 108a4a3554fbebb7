import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** One change of a commitment or a round, as the admin audit log keeps it (its actor in admin_id). */
export interface RoundAudit {
  /** Who did it: the investor, the founder, or for the clock's lapse the commitment's investor. */
  actorId: string;
  action:
    | 'commitToPitch'
    | 'amendCommitment'
    | 'withdrawCommitment'
    | 'acceptCommitment'
    | 'declineCommitment'
    | 'lapseCommitment'
    | 'offerToLead'
    | 'confirmLead'
    | 'removeLead'
    | 'setRoundVisibility'
    | 'closeRound'
    | 'reopenRound'
    | 'markCommitmentFunded';
  targetType: 'commitment' | 'round';
  targetId: string;
  reason?: string | null;
  before?: unknown;
  after?: unknown;
  requestId: string;
}

/**
 * Every state change of the round is audited in the log the admin console reads (admin moderation and
 * sign-ins write it too), in the change's own transaction. Written straight into its table, as the
 * sign-in audit does: the admin module's door builds the whole console, which this module must not pull in.
 */
export async function recordRoundChange(tx: Db, entry: RoundAudit): Promise<void> {
  await tx.execute(
    roundChangesInsertSql(
      sql`values (${entry.actorId}, ${entry.action}, ${entry.targetType}, ${entry.targetId}, ${entry.reason ?? null},
          ${entry.before === undefined ? null : JSON.stringify(entry.before)}::jsonb,
          ${entry.after === undefined ? null : JSON.stringify(entry.after)}::jsonb, ${entry.requestId})`,
    ),
  );
}

/**
 * The audit insert of `rows` (values or a select of admin_id, action, target_type, target_id, reason,
 * before, after, request_id, in this order): recordRoundChange's, and a commit's inside its one statement.
 */
export const roundChangesInsertSql = (rows: SQL) =>
  sql`insert into admin_audit_log (admin_id, action, target_type, target_id, reason, before, after, request_id)
      ${rows}`;
