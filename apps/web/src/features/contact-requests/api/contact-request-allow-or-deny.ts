import type {
  ContactDecision,
  ContactExpiryDays,
  getContactRequest,
  ResponseOf,
} from '@angelbridge/contracts';
import { calls } from '@angelbridge/contracts/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { contactRequestKeys } from './contact-request-keys';

type ContactList = ResponseOf<typeof getContactRequest>;

export interface DecisionInput {
  contactId: string;
  pitchId: string;
  investorId: string;
  decision: ContactDecision;
  reason?: string;
  expiresInDays?: ContactExpiryDays | null;
}

const STATUS_OF = { allow: 'allow', deny: 'denied' } as const;

/**
 * Allows or denies a request. Every cached list showing the row changes at once (§4: the row updates
 * locally); if the server refuses, each list goes back to what it was and the caller says why.
 */
export function useDecideContactRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DecisionInput) =>
      callApi(calls.contactRequestAllowOrDeny, {
        contact_id: input.contactId,
        pitch_id: input.pitchId,
        inventor_id: input.investorId,
        status: input.decision,
        reason: input.reason,
        expires_in_days: input.decision === 'allow' ? (input.expiresInDays ?? null) : null,
      }),
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: contactRequestKeys.lists });
      const before = queryClient.getQueriesData<ContactList>({ queryKey: contactRequestKeys.lists });
      queryClient.setQueriesData<ContactList>({ queryKey: contactRequestKeys.lists }, (list) =>
        list
          ? {
              ...list,
              contact_data: list.contact_data.map((row) =>
                row.contact_id === input.contactId
                  ? {
                      ...row,
                      status: STATUS_OF[input.decision],
                      reason: input.reason ?? null,
                      // a guess for the moment the call is in flight (a new allowance starts now);
                      // the server's answer replaces the row on success
                      is_allowed: input.decision === 'allow',
                      expired: false,
                    }
                  : row,
              ),
            }
          : list,
      );
      return { before };
    },
    onError: (_error, _input, context) => {
      for (const [key, list] of context?.before ?? []) queryClient.setQueryData(key, list);
    },
    onSuccess: (answer) => {
      const saved = answer.contact_data;
      queryClient.setQueriesData<ContactList>({ queryKey: contactRequestKeys.lists }, (list) =>
        list
          ? {
              ...list,
              contact_data: list.contact_data.map((row) =>
                row.contact_id === saved.contact_id ? { ...row, ...saved } : row,
              ),
            }
          : list,
      );
      void queryClient.invalidateQueries({ queryKey: contactRequestKeys.history(saved.contact_id) });
    },
  });
}
