import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvents } from '../../notifications/index';
import { agreementKeys } from './agreement-keys';

/**
 * A notice (an agreement ready to sign, signed by the other party, completed or voided; money received)
 * reads the agreements again, so an open page shows the new state without a reload; so does a reconnect,
 * for whatever came meanwhile.
 */
export function useAgreementLiveUpdates(): void {
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: agreementKeys.all });
  // any notice: only the agreement queries on screen are read again, the others just marked stale
  useLiveEvents({ notification: refresh, reconnected: refresh });
}
