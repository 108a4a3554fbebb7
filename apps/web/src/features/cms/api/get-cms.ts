import { type CmsCode, getCms } from '@angelbridge/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const cmsQuery = (cmsCode: CmsCode) =>
  queryOptions({
    queryKey: ['cms', cmsCode],
    queryFn: ({ signal }) => callApi(getCms, { cms_code: cmsCode }, { signal }),
    select: (answer) => answer.cms_data,
  });

export function useCms(cmsCode: CmsCode) {
  return useQuery(cmsQuery(cmsCode));
}
