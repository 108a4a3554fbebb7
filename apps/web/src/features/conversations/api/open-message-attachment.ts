import { calls } from '@angelbridge/contracts/calls';
import { callApi } from '../../../lib/api-client';

/** A link to one attachment, signed for a few minutes: asked for at each opening, never kept. */
export async function openMessageAttachment(attachmentId: string): Promise<string> {
  const answer = await callApi(calls.openMessageAttachment, { attachment_id: attachmentId });
  return answer.url;
}
