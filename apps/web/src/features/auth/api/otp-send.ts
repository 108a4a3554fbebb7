import { type OtpPurpose, otpSend, type RequestOf } from '@angelbridge/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export type OtpSendRequest = RequestOf<typeof otpSend> & { purpose: OtpPurpose };

export function useOtpSend() {
  return useMutation({ mutationFn: (body: OtpSendRequest) => callApi(otpSend, body) });
}
