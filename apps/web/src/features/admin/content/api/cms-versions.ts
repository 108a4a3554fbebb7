import type { CmsCode } from '@angelbridge/contracts';
import { calls } from '@angelbridge/contracts/calls';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callAdmin } from '../../admin-api';

const versionsKey = (code: CmsCode) => ['admin', 'cms-versions', code] as const;

export function useCmsVersions(code: CmsCode) {
  return useQuery({
    queryKey: versionsKey(code),
    queryFn: () => callAdmin(calls.getCmsVersions, { cms_code: code }),
    select: (answer) => answer.versions,
  });
}

export function useSaveCmsDraft(code: CmsCode) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: { title: string; content: string }) =>
      callAdmin(calls.saveCmsDraft, { cms_code: code, ...draft }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: versionsKey(code) }),
  });
}

/** Publishing changes the public page too: its query (['cms', code]) is read again. */
export function usePublishCms(code: CmsCode) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (versionId: string) => callAdmin(calls.publishCms, { version_id: versionId }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: versionsKey(code) });
      await queryClient.invalidateQueries({ queryKey: ['cms', code] });
    },
  });
}
