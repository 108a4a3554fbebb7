import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvents } from '../../notifications/index';
import { contactRequestKeys } from './contact-request-keys';

/**
 * A notification (a new request, an answer) refreshes the request lists, so the owner's /pitchrequest
 * shows a new request without a reload; so does a reconnect, for whatever came meanwhile.
 */
export function useContactRequestLiveUpdates(): void {
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: contactRequestKeys.all });
  useLiveEvents({ notification: refresh, reconnected: refresh });
}
