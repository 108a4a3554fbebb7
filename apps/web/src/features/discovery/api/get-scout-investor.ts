import { getScoutInvestor } from '@angelbridge/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { type ScoutFilters, toScoutRequest } from '../components/listing-filters';

export const scoutQuery = (filters: ScoutFilters) =>
  queryOptions({
    queryKey: ['discovery', 'scout', filters],
    queryFn: ({ signal }) => callApi(getScoutInvestor, toScoutRequest(filters), { signal }),
  });

/** Investors or entrepreneurs to scout; the last answer stays on screen while the next one loads. */
export function useScoutList(filters: ScoutFilters) {
  return useQuery({ ...scoutQuery(filters), placeholderData: keepPreviousData });
}
