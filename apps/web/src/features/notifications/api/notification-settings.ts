import type { NotificationSettings } from '@angelbridge/contracts';
import { calls } from '@angelbridge/contracts/calls';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { notificationKeys } from './notification-keys';

export function useNotificationSettings() {
  return useQuery({
    queryKey: notificationKeys.settings,
    queryFn: ({ signal }) => callApi(calls.getNotificationSettings, {}, { signal }),
    select: (answer): NotificationSettings => answer.settings,
  });
}

export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Partial<NotificationSettings>) => callApi(calls.updateNotificationSettings, change),
    onSuccess: (answer) => queryClient.setQueryData(notificationKeys.settings, answer),
  });
}
