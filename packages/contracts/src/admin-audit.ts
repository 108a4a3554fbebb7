import { z } from 'zod';
import { calls } from './call-routes.js';
import { endpoint, idSchema, ok } from './http.js';
import { AUDIT_FILTER_MAX, AUDIT_TARGET_ID_MAX } from './limits.js';

export const AUDIT_PAGE_SIZE = 25;

const filterText = (max: number) =>
  z
    .string({ error: 'Must be text.' })
    .trim()
    .max(max, { error: `At most ${max} characters.` })
    .optional()
    .transform((value) => (value ? value : undefined));

export const auditEntry = z.object({
  _id: z.uuid(),
  admin_id: z.uuid(),
  admin_name: z.string(),
  admin_email: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  /** The target's name when it is a user or a pitch that still exists (the log keeps the id). */
  target_name: z.string().nullable(),
  reason: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  request_id: z.string(),
  created_at: z.iso.datetime({ offset: true }),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const getAuditLog = endpoint({
  ...calls.getAuditLog,
  summary:
    'The audit log of admin actions, newest first, 25 a page; filtered by admin, action, target type and target id (exact matches). The log cannot be changed or deleted.',
  request: z.object({
    admin_id: z.preprocess((v) => (v === '' ? undefined : v), idSchema('admin_id').optional()),
    action: filterText(AUDIT_FILTER_MAX),
    target_type: filterText(AUDIT_FILTER_MAX),
    target_id: filterText(AUDIT_TARGET_ID_MAX),
    page: z.preprocess(
      (value) =>
        value === '' || value === null ? undefined : typeof value === 'string' ? Number(value) : value,
      z
        .number({ error: 'Invalid page.' })
        .int({ error: 'Invalid page.' })
        .min(1, { error: 'Invalid page.' })
        .max(10000, { error: 'Invalid page.' })
        .default(1),
    ),
  }),
  response: ok({
    entries: z.array(auditEntry),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    /** Every admin who has a row, and every action and target type used, for the filters' choices. */
    filters: z.object({
      admins: z.array(z.object({ _id: z.uuid(), name: z.string(), email: z.string() })),
      actions: z.array(z.string()),
      target_types: z.array(z.string()),
    }),
  }),
});

export const adminAuditEndpoints = [getAuditLog] as const;
