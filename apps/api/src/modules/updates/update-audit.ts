import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** One write of an investor update, as the admin audit log keeps it (its actor in admin_id). */
export interface UpdateAudit {
  actorId: string;
  action: 'saveUpdate' | 'publishUpdate' | 'deleteUpdate' | 'replyToUpdate';
  targetId: string;
  before?: unknown;
  after?: unknown;
  requestId: string;
}

/**
 * Every write of updates is audited in the log the admin console reads, in the write's own transaction,
 * written straight into its table as the commitments and agreements modules do. What a founder wrote is
 * not copied there: the title, the audience and sizes are.
 */
export async function recordUpdateChange(tx: Db, entry: UpdateAudit): Promise<void> {
  await tx.execute(
    sql`insert into admin_audit_log (admin_id, action, target_type, target_id, reason, before, after, request_id)
        values (${entry.actorId}, ${entry.action}, 'update', ${entry.targetId}, null,
          ${entry.before === undefined ? null : JSON.stringify(entry.before)}::jsonb,
          ${entry.after === undefined ? null : JSON.stringify(entry.after)}::jsonb, ${entry.requestId})`,
  );
}

/** What the log keeps of a draft. */
export const auditedDraft = (draft: {
  title: string;
  body: string;
  audience: string;
  metrics: unknown[];
}) => ({
  title: draft.title,
  audience: draft.audience,
  body_length: draft.body.length,
  metric_count: draft.metrics.length,
});
