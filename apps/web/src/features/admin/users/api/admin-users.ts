import type { adminGetUsers, RequestOf } from '@angelbridge/contracts';
import { calls } from '@angelbridge/contracts/calls';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callAdmin } from '../../admin-api';

export type UserFilter = RequestOf<typeof adminGetUsers>;

export const adminUserKeys = {
  all: ['admin', 'users'] as const,
  list: (filter: UserFilter) => ['admin', 'users', 'list', filter] as const,
  one: (userId: string) => ['admin', 'users', 'one', userId] as const,
};

/** A page of accounts; the previous page stays on screen while the next loads. */
export function useAdminUsers(filter: UserFilter) {
  return useQuery({
    queryKey: adminUserKeys.list(filter),
    queryFn: () => callAdmin(calls.adminGetUsers, filter),
    placeholderData: keepPreviousData,
  });
}

export function useAdminUser(userId: string) {
  return useQuery({
    queryKey: adminUserKeys.one(userId),
    queryFn: () => callAdmin(calls.adminGetUserById, { user_id: userId }),
  });
}

/** Suspend (with a reason) or restore; every admin list and page of users is read again after. */
export function useSuspension() {
  const queryClient = useQueryClient();
  const settled = () => queryClient.invalidateQueries({ queryKey: ['admin'] });
  const suspend = useMutation({
    mutationFn: (input: { userId: string; reason: string }) =>
      callAdmin(calls.adminSuspendUser, { user_id: input.userId, reason: input.reason }),
    onSuccess: settled,
  });
  const restore = useMutation({
    mutationFn: (userId: string) => callAdmin(calls.adminRestoreUser, { user_id: userId }),
    onSuccess: settled,
  });
  return { suspend, restore };
}

/** Forgets another admin's authenticator; their page (and its history) is read again after. */
export function useResetAuthenticator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => callAdmin(calls.adminResetAuthenticator, { user_id: userId }),
    onSuccess: (_answer, userId) => queryClient.invalidateQueries({ queryKey: adminUserKeys.one(userId) }),
  });
}
