import type { Db } from '../../../db/client.js';
import { insertAuditRow } from './audit.queries.js';

/** One admin action, as the audit log keeps it. `before`/`after` are the changed fields, as JSON. */
export interface AdminAction {
  adminId: string;
  /** What was done, in camelCase verbs: 'suspendUser', 'unpublishPitch', 'publishCms', ... */
  action: string;
  /** What it was done to: 'user', 'pitch', 'report', 'cms', 'contact_message', ... */
  targetType: string;
  targetId: string;
  reason?: string | null;
  before?: unknown;
  after?: unknown;
  /** The request's id (`requestIdOf(req)` from http/request-log.ts), to find its log lines. */
  requestId: string;
}

/**
 * Writes the action's row. Call it with the action's own transaction (`inTransaction(db, async (tx) =>
 * { ...change...; await recordAdminAction(tx, ...) })`): the row and the change commit or fail together,
 * so a refused or failed action leaves no row. The table refuses UPDATE and DELETE (migration trigger).
 */
export async function recordAdminAction(tx: Db, action: AdminAction): Promise<void> {
  await insertAuditRow(tx, {
    adminId: action.adminId,
    action: action.action,
    targetType: action.targetType,
    targetId: action.targetId,
    reason: action.reason ?? null,
    before: action.before ?? null,
    after: action.after ?? null,
    requestId: action.requestId,
  });
}
