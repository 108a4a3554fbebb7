import { calls } from '@angelbridge/contracts/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { pitchByIdQuery } from '../../discovery/index';

// The pitch page's answer carries the published answers: it is read again after each change.
const pitchPageKey = (pitchId: string) => pitchByIdQuery(pitchId).queryKey;

/** The owner publishes a question and answer from a conversation on the pitch page. */
export function usePublishPitchFaq(pitchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (faq: { message_id: string; question: string; answer: string }) =>
      callApi(calls.publishPitchFaq, faq),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pitchPageKey(pitchId) }),
  });
}

/** The owner removes a published answer. */
export function useDeletePitchFaq(pitchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (faqId: string) => callApi(calls.deletePitchFaq, { faq_id: faqId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pitchPageKey(pitchId) }),
  });
}
