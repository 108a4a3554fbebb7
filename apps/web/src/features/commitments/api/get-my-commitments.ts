import { COMMITMENTS_PAGE_SIZE } from '@angelbridge/contracts';
import { calls } from '@angelbridge/contracts/calls';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { commitmentKeys } from './commitment-keys';

/** One page of the signed-in investor's commitments, newest first. */
export function useMyCommitments(page: number) {
  return useQuery({
    queryKey: commitmentKeys.minePage(page),
    queryFn: ({ signal }) =>
      callApi(calls.getMyCommitments, { page, page_size: COMMITMENTS_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  });
}
