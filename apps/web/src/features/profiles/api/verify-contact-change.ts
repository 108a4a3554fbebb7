import { type OtpVerifyRequest, otpVerifyUpdateResponse } from '@angelbridge/contracts';
import { calls } from '@angelbridge/contracts/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { setUser, toSessionUser } from '../../../lib/session';
import { userDetailsQuery } from './get-user-details';

export type ContactChangeRequest = Extract<
  OtpVerifyRequest,
  { action: 'update_email' | 'update_mobile_number' }
>;

/** The code for a held e-mail or phone change; a right one applies it and answers with the profile. */
export function useVerifyContactChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ContactChangeRequest) =>
      otpVerifyUpdateResponse.parse(await callApi(calls.otpVerify, body)),
    onSuccess: (answer) => {
      queryClient.setQueryData(userDetailsQuery.queryKey, answer);
      setUser(toSessionUser(answer.user_data));
    },
  });
}
