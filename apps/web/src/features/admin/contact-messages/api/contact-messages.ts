import type { ContactMessageFilter } from '@angelbridge/contracts';
import { calls } from '@angelbridge/contracts/calls';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';

const messagesKey = ['admin', 'contact-messages'] as const;

export function useContactMessages(filter: ContactMessageFilter, page: number) {
  return useQuery({
    queryKey: [...messagesKey, filter, page],
    queryFn: ({ signal }) => callApi(calls.getContactMessages, { filter, page }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useMarkContactMessageHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(calls.markContactMessageHandled, { contact_message_id: id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
