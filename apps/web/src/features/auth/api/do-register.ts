import { doRegister, type RegisterRequest } from '@angelbridge/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export function useRegister() {
  return useMutation({ mutationFn: (body: RegisterRequest) => callApi(doRegister, body) });
}
