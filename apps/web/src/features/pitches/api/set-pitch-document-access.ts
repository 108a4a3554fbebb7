import { calls } from '@angelbridge/contracts/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { pitchByIdQuery as publicPitchQuery } from '../../discovery/index';
import { useStepSaved } from './use-step-saved';

interface AccessInput {
  pitchId: string;
  documentId: string;
  locked: boolean;
}

/**
 * Makes one stored document public or for approved investors only. The answer is the stored pitch;
 * the public page of the pitch is read again, so the owner sees the change there too.
 */
export function useSetDocumentAccess() {
  const saved = useStepSaved();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ pitchId, documentId, locked }: AccessInput) =>
      callApi(calls.setPitchDocumentAccess, { pitch_id: pitchId, document_id: documentId, locked }),
    onSuccess: (answer, { pitchId }) =>
      Promise.all([
        saved(answer),
        queryClient.invalidateQueries({ queryKey: publicPitchQuery(pitchId).queryKey }),
      ]),
  });
}
