import type { RegisterRequest } from '@angelbridge/contracts';
import { calls } from '@angelbridge/contracts/calls';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export function useRegister() {
  return useMutation({ mutationFn: (body: RegisterRequest) => callApi(calls.doRegister, body) });
}
