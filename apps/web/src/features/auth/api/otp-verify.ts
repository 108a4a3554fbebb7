import {
  type OtpVerifyRequest,
  otpVerifyForgetPasswordResponse,
  otpVerifyLink,
  otpVerifyRegisterResponse,
} from '@angelbridge/contracts';
import { calls } from '@angelbridge/contracts/calls';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

type Body<A extends OtpVerifyRequest['action']> = Omit<Extract<OtpVerifyRequest, { action: A }>, 'action'>;

/** The sign-up code: answers with a completion token. */
export function useVerifySignUpCode() {
  return useMutation({
    mutationFn: async (body: Body<'register'>) =>
      otpVerifyRegisterResponse.parse(await callApi(calls.otpVerify, { ...body, action: 'register' })),
  });
}

/** The forgot-password code: answers with a reset token. */
export function useVerifyResetCode() {
  return useMutation({
    mutationFn: async (body: Body<'forget_password'>) =>
      otpVerifyForgetPasswordResponse.parse(
        await callApi(calls.otpVerify, { ...body, action: 'forget_password' }),
      ),
  });
}

/** The link of a code mail (`/verify#token=`): the same step as its code, and which step it was. */
export function useVerifyLink() {
  return useMutation({
    mutationFn: async (token: string) =>
      otpVerifyLink.response.parse(await callApi(calls.otpVerifyLink, { token })),
  });
}
