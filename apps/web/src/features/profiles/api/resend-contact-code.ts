import { calls } from '@angelbridge/contracts/calls';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

interface ResendInput {
  purpose: 'update_email' | 'update_mobile_number';
  /** The address the code goes to: the new one for an e-mail change, the account's for a phone change. */
  email: string;
}

/** A new code for the change the server holds for the signed-in user. */
export function useResendContactCode() {
  return useMutation({
    mutationFn: ({ purpose, email }: ResendInput) =>
      callApi(calls.otpSend, { email, purpose, auth_type: 'email' }),
  });
}
