import type { ContactMessageFilter } from '@angelbridge/contracts';
import { calls } from '@angelbridge/contracts/calls';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callAdmin } from '../../admin-api';

const messagesKey = ['admin', 'contact-messages'] as const;

export function useContactMessages(filter: ContactMessageFilter, page: number) {
  return useQuery({
    queryKey: [...messagesKey, filter, page],
    queryFn: () => callAdmin(calls.getContactMessages, { filter, page }),
    placeholderData: keepPreviousData,
  });
}

export function useMarkContactMessageHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callAdmin(calls.markContactMessageHandled, { contact_message_id: id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
