import { setPitchDocumentAccess } from '@angelbridge/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useStepSaved } from './use-step-saved';

interface AccessInput {
  pitchId: string;
  documentId: string;
  locked: boolean;
}

/** Makes one stored document public or for approved investors only; the answer is the stored pitch. */
export function useSetDocumentAccess() {
  const saved = useStepSaved();
  return useMutation({
    mutationFn: ({ pitchId, documentId, locked }: AccessInput) =>
      callApi(setPitchDocumentAccess, { pitch_id: pitchId, document_id: documentId, locked }),
    onSuccess: saved,
  });
}
