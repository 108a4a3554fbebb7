import { calls } from '@angelbridge/contracts/calls';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export function useForgetPassword() {
  return useMutation({ mutationFn: (email: string) => callApi(calls.forgetPassword, { email }) });
}
