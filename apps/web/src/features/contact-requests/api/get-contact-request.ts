import type { ContactRequestRow } from '@angelbridge/contracts';
import { calls } from '@angelbridge/contracts/calls';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { contactRequestKeys } from './contact-request-keys';

/**
 * Owners: the requests for all their pitches (pitchId null) or for one. Investors: their own requests
 * (the server ignores the pitch filter for them, so they always pass null).
 */
export function useContactRequests(pitchId: string | null) {
  return useQuery({
    queryKey: contactRequestKeys.list(pitchId),
    queryFn: ({ signal }) =>
      callApi(
        calls.getContactRequest,
        pitchId === null ? { get_all: true } : { get_all: false, pitch_id: pitchId },
        { signal },
      ),
    select: (answer): ContactRequestRow[] => answer.contact_data,
  });
}
