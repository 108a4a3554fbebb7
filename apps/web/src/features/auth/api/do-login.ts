import { doLogin, type LoginRequest } from '@angelbridge/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export function useLogin() {
  return useMutation({ mutationFn: (body: LoginRequest) => callApi(doLogin, body) });
}
