import { calls } from '@angelbridge/contracts/calls';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callAdmin } from '../../admin-api';

/** The filters as the page keeps them (the request's exact-match fields, and the page). */
export interface AuditQuery {
  admin_id?: string | undefined;
  action?: string | undefined;
  target_type?: string | undefined;
  target_id?: string | undefined;
  page: number;
}

export function useAuditLog(query: AuditQuery) {
  return useQuery({
    queryKey: ['admin', 'audit-log', query],
    queryFn: () => callAdmin(calls.getAuditLog, query),
    placeholderData: keepPreviousData,
  });
}
