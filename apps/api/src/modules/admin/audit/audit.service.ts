import { AUDIT_PAGE_SIZE } from '@angelbridge/contracts';
import type { Db } from '../../../db/client.js';
import { type AuditFilter, auditFilters, auditPage } from './audit.queries.js';

/** The audit log as the console reads it: a page, and the values its filters offer (a read, unaudited). */
export function auditService(db: Db) {
  return {
    async page(filter: AuditFilter) {
      const [page, filters] = await Promise.all([auditPage(db, filter), auditFilters(db)]);
      return { ...page, page: filter.page, page_size: AUDIT_PAGE_SIZE, filters };
    },
  };
}

export type AuditService = ReturnType<typeof auditService>;
