import type { ReportAction, ReportStatus } from '@angelbridge/contracts';
import { calls } from '@angelbridge/contracts/calls';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callAdmin } from '../../admin-api';

const reportsKey = ['admin', 'reports'] as const;

/** A page of the report queue, filtered by status (all when undefined). */
export function useReports(status: ReportStatus | undefined, page: number) {
  return useQuery({
    queryKey: [...reportsKey, status ?? 'all', page],
    queryFn: () => callAdmin(calls.getReports, status ? { status, page } : { page }),
    placeholderData: keepPreviousData,
  });
}

/** Resolves a report; the queue (and the dashboard's open count) are read again. */
export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { report_id: string; action: ReportAction; note: string }) =>
      callAdmin(calls.resolveReport, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
