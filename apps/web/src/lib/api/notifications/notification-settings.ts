import {
  getNotificationSettings,
  type NotificationSettings,
  updateNotificationSettings,
} from '@angelbridge/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api-client';
import { notificationKeys } from './notification-keys';

export function useNotificationSettings() {
  return useQuery({
    queryKey: notificationKeys.settings,
    queryFn: ({ signal }) => callApi(getNotificationSettings, {}, { signal }),
    select: (answer): NotificationSettings => answer.settings,
  });
}

export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Partial<NotificationSettings>) => callApi(updateNotificationSettings, change),
    onSuccess: (answer) => queryClient.setQueryData(notificationKeys.settings, answer),
  });
}
