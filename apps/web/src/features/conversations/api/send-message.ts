import type { SendMessageRequest } from '@angelbridge/contracts';
import { calls } from '@angelbridge/contracts/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { applySent } from './live-events';

/** Where a message goes: an open conversation, or a pitch (and its investor, for the owner) to start one. */
export type MessageTarget =
  | { conversation_id: string }
  | { pitch_id: string }
  | { pitch_id: string; investor_id: string };

export interface OutgoingMessage {
  target: MessageTarget;
  body: string;
  files: File[];
  /** Upload progress from 0 to 1, when files go with the message. */
  onProgress?: (fraction: number) => void;
}

/** Sends (or starts a conversation with) a message; the thread and the list show it at once. */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ target, body, files, onProgress }: OutgoingMessage) =>
      callApi(calls.sendMessage, { ...target, body } satisfies SendMessageRequest, {
        files: { file: files },
        ...(files.length > 0 && onProgress ? { onUploadProgress: onProgress } : {}),
      }),
    onSuccess: (answer) => applySent(queryClient, answer.conversation, answer.sent),
  });
}
