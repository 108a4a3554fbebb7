import type { SetNewPasswordRequest } from '@angelbridge/contracts';
import { calls } from '@angelbridge/contracts/calls';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** Sent with the reset token the forgot-password code handed out (the API client picks it). */
export function useSetNewPassword() {
  return useMutation({ mutationFn: (body: SetNewPasswordRequest) => callApi(calls.setNewPassword, body) });
}
