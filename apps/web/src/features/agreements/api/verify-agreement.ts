import { calls } from '@angelbridge/contracts/calls';
import { useMutation } from '@tanstack/react-query';
import { callApi, type UploadProgressListener } from '../../../lib/api-client';

export type VerifyInput = { file: File; onUploadProgress?: UploadProgressListener } | { sha256: string };

/** Asks whether a PDF (sent whole) or a pasted hash is a completed AngelBridge agreement. Open to anyone. */
export function useVerifyAgreement() {
  return useMutation({
    mutationFn: (input: VerifyInput) =>
      'file' in input
        ? callApi(
            calls.verifyAgreement,
            {},
            {
              files: { file: input.file },
              ...(input.onUploadProgress ? { onUploadProgress: input.onUploadProgress } : {}),
            },
          )
        : callApi(calls.verifyAgreement, { sha256: input.sha256 }),
  });
}
