import { forgetPassword } from '@angelbridge/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export function useForgetPassword() {
  return useMutation({ mutationFn: (email: string) => callApi(forgetPassword, { email }) });
}
