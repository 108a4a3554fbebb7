import type { ChangePasswordRequest } from '@angelbridge/contracts';
import { calls } from '@angelbridge/contracts/calls';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { getSession, signIn } from '../../../lib/session';

/** Other sessions end; this one carries on with the fresh token the answer brings. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) => callApi(calls.changePassword, body),
    onSuccess: (answer) => {
      const { userType } = getSession();
      if (userType) signIn({ token: answer.token, userType });
    },
  });
}
