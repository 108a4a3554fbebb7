import type { getNotifications, ResponseOf } from '@angelbridge/contracts';
import { calls } from '@angelbridge/contracts/calls';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { notificationKeys } from './notification-keys';

export type NotificationList = ResponseOf<typeof getNotifications>;

/** The bell's list (newest 20) and unread count. */
export function useNotifications(enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.list,
    queryFn: ({ signal }) => callApi(calls.getNotifications, {}, { signal }),
    enabled,
  });
}

/** Marks some (ids) or all notifications read; the bell shows the server's count afterwards. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[] | 'all') =>
      callApi(calls.markNotificationsRead, ids === 'all' ? { all: true } : { ids }),
    onSuccess: (answer, ids) =>
      queryClient.setQueryData<NotificationList>(notificationKeys.list, (list) =>
        list
          ? {
              ...list,
              unread_count: answer.unread_count,
              notifications: list.notifications.map((n) =>
                ids === 'all' || ids.includes(n._id) ? { ...n, read: true } : n,
              ),
            }
          : list,
      ),
  });
}
