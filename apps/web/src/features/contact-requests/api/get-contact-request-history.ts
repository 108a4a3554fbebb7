import { calls } from '@angelbridge/contracts/calls';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { contactRequestKeys } from './contact-request-keys';

/** Every step of one request, oldest first; fetched only while its history is open. */
export function useContactRequestHistory(contactId: string | null) {
  return useQuery({
    queryKey: contactRequestKeys.history(contactId ?? ''),
    queryFn: ({ signal }) =>
      callApi(calls.getContactRequestHistory, { contact_id: contactId ?? '' }, { signal }),
    select: (answer) => answer.history,
    enabled: contactId !== null,
  });
}
