import { type SetNewPasswordRequest, setNewPassword } from '@angelbridge/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** Sent with the reset token the forgot-password code handed out (the API client picks it). */
export function useSetNewPassword() {
  return useMutation({ mutationFn: (body: SetNewPasswordRequest) => callApi(setNewPassword, body) });
}
