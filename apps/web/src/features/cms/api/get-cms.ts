import type { CmsCode } from '@angelbridge/contracts';
import { calls } from '@angelbridge/contracts/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** A CMS text (terms, privacy): its page, and the sign-up form's dialogs, read it through this one query. */
export const cmsQuery = (cmsCode: CmsCode) =>
  queryOptions({
    queryKey: ['cms', cmsCode],
    queryFn: ({ signal }) => callApi(calls.getCms, { cms_code: cmsCode }, { signal }),
    select: (answer) => answer.cms_data,
  });

export function useCms(cmsCode: CmsCode) {
  return useQuery(cmsQuery(cmsCode));
}
