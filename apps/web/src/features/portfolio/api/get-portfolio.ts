import { calls } from '@angelbridge/contracts/calls';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { portfolioKeys } from './portfolio-keys';

/** The signed-in investor's investments and their totals (one answer: a portfolio is not paged). */
export function usePortfolio() {
  return useQuery({
    queryKey: portfolioKeys.mine,
    queryFn: ({ signal }) => callApi(calls.getPortfolio, {}, { signal }),
  });
}
