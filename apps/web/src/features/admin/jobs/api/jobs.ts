import type { JobState } from '@angelbridge/contracts';
import { calls } from '@angelbridge/contracts/calls';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callAdmin } from '../../admin-api';

const jobsKey = ['admin', 'jobs'] as const;

export function useJobs(state: JobState, kind: string | undefined, page: number) {
  return useQuery({
    queryKey: [...jobsKey, state, kind ?? '', page],
    queryFn: () => callAdmin(calls.getJobs, { state, kind, page }),
    placeholderData: keepPreviousData,
  });
}

export function useRunJobNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) => callAdmin(calls.runJobNow, { job_id: jobId }),
    // the job changes tab (and the audit log gains a row)
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
