import type { LoginRequest } from '@angelbridge/contracts';
import { calls } from '@angelbridge/contracts/calls';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export function useLogin() {
  return useMutation({ mutationFn: (body: LoginRequest) => callApi(calls.doLogin, body) });
}
