import { calls } from '@angelbridge/contracts/calls';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { updateKeys } from './update-keys';

/** The newest points of each metric of each company that sent the investor updates (the portfolio's sparklines). */
export function usePortfolioMetrics() {
  return useQuery({
    queryKey: updateKeys.portfolioMetrics,
    queryFn: ({ signal }) => callApi(calls.getPortfolioMetrics, {}, { signal }),
  });
}
