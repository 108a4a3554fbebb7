import type { OtpPurpose, otpSend, RequestOf } from '@angelbridge/contracts';
import { calls } from '@angelbridge/contracts/calls';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export type OtpSendRequest = RequestOf<typeof otpSend> & { purpose: OtpPurpose };

export function useOtpSend() {
  return useMutation({ mutationFn: (body: OtpSendRequest) => callApi(calls.otpSend, body) });
}
