import type { CmsCode } from '@angelbridge/contracts';
import { calls } from '@angelbridge/contracts/calls';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** The terms or the privacy text for the sign-up dialogs; only fetched once a dialog opens. */
export function useCmsText(cmsCode: CmsCode, enabled: boolean) {
  return useQuery({
    queryKey: ['cms', cmsCode],
    queryFn: ({ signal }) => callApi(calls.getCms, { cms_code: cmsCode }, { signal }),
    select: (answer) => answer.cms_data,
    enabled,
  });
}
