import type { CompleteProfileRequest } from '@angelbridge/contracts';
import { calls } from '@angelbridge/contracts/calls';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

interface CompleteProfileInput {
  body: CompleteProfileRequest;
  picture: File | null;
  onUploadProgress?: (fraction: number) => void;
}

/** Sent with the completion token (the API client picks it while the sign-up is unfinished). */
export function useCompleteProfile() {
  return useMutation({
    mutationFn: ({ body, picture, onUploadProgress }: CompleteProfileInput) =>
      callApi(calls.completeProfile, body, {
        files: { picture },
        ...(picture && onUploadProgress ? { onUploadProgress } : {}),
      }),
  });
}
