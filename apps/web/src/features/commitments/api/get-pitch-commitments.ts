import { COMMITMENTS_PAGE_SIZE, type CommitmentStatus } from '@angelbridge/contracts';
import { calls } from '@angelbridge/contracts/calls';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { commitmentKeys } from './commitment-keys';

interface PitchCommitmentsArgs {
  pitchId: string;
  status: CommitmentStatus | null;
  page: number;
  pageSize?: number;
  enabled?: boolean;
}

/** The owner's view of one round: a page of its commitments (of one status, or all) with totals and lead. */
export function usePitchCommitments({
  pitchId,
  status,
  page,
  pageSize = COMMITMENTS_PAGE_SIZE,
  enabled = true,
}: PitchCommitmentsArgs) {
  return useQuery({
    queryKey: commitmentKeys.pitchCommitmentsPage(pitchId, status, page, pageSize),
    queryFn: ({ signal }) =>
      callApi(
        calls.getPitchCommitments,
        { pitch_id: pitchId, page, page_size: pageSize, ...(status ? { status } : {}) },
        { signal },
      ),
    placeholderData: keepPreviousData,
    enabled: enabled && pitchId !== '',
  });
}
