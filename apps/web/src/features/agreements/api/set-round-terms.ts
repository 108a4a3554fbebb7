import type { RequestOf, setRoundTerms } from '@angelbridge/contracts';
import { calls } from '@angelbridge/contracts/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type UploadProgressListener } from '../../../lib/api-client';
import { agreementKeys } from './agreement-keys';

export interface SetRoundTermsInput {
  body: RequestOf<typeof setRoundTerms>;
  /** The founder's own agreement, sent as the multipart field agreement_file. */
  file: File | null;
  onUploadProgress?: UploadProgressListener;
}

/**
 * Saves the round's terms (with the founder's PDF when one was chosen, its upload progress reported).
 * While the round is closing the server starts making agreements, so the lists are read again too.
 */
export function useSetRoundTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, file, onUploadProgress }: SetRoundTermsInput) =>
      callApi(calls.setRoundTerms, body, {
        ...(file ? { files: { agreement_file: file } } : {}),
        ...(file && onUploadProgress ? { onUploadProgress } : {}),
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: agreementKeys.all }),
  });
}
