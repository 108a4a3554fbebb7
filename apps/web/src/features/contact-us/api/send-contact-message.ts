import type { ContactUsRequest } from '@angelbridge/contracts';
import { calls } from '@angelbridge/contracts/calls';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export interface ContactMessage {
  fields: ContactUsRequest;
  file: File | null;
  /** Upload progress from 0 to 1, reported while the message and its file travel. */
  onProgress?: (fraction: number) => void;
}

/** /contactUs (§5): a message to the team, with at most one pdf, ppt or doc file. Nothing to invalidate. */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: ({ fields, file, onProgress }: ContactMessage) =>
      callApi(calls.contactUs, fields, { files: { file }, onUploadProgress: onProgress }),
  });
}
