import type { QueryClient } from '@tanstack/react-query';
import { pitchByIdQuery } from '../../discovery/index';
import { commitmentKeys } from './commitment-keys';

/**
 * After any write on a round: the caller's view of it, the owner's tables, the investor's list and the
 * pitch page's public progress may all have changed, so each is read again.
 */
export function invalidateRound(queryClient: QueryClient, pitchId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: commitmentKeys.all }),
    queryClient.invalidateQueries({ queryKey: pitchByIdQuery(pitchId).queryKey }),
  ]);
}
