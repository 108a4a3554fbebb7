import { messages, type OtpPurpose } from '@angelbridge/contracts';
import { useCallback } from 'react';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { failureMessage } from '../../../lib/zod-form';
import { useOtpSend } from '../api/otp-send';

/**
 * The 'Resend OTP' action: sends a new code and answers with the seconds before the next one; the
 * server's own count wins when it says it is too soon. Never rejects: failures go to `onError`.
 */
export function useResendCode(purpose: OtpPurpose, onError: (message: string | null) => void) {
  const { mutateAsync } = useOtpSend();
  return useCallback(
    async (email: string): Promise<number> => {
      onError(null);
      try {
        const answer = await mutateAsync({ email, auth_type: 'email', purpose });
        notify(messages.toasts.otpSent);
        return answer.resend_in;
      } catch (error) {
        onError(failureMessage(error, messages.errors.generic));
        return error instanceof ApiError && error.retryAfter !== undefined ? error.retryAfter : 0;
      }
    },
    [mutateAsync, purpose, onError],
  );
}
