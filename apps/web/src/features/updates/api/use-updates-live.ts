import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvents } from '../../notifications/index';
import { updateKeys } from './update-keys';

/**
 * A new update's notice reads the lists again, so an open feed shows it without a reload; so does a
 * reconnect, for whatever came meanwhile.
 */
export function useUpdatesLive(): void {
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: updateKeys.lists });
  useLiveEvents({
    notification: (event) => {
      if (event.notification.kind === 'investor_update') refresh();
    },
    reconnected: refresh,
  });
}
