import type { editPitches, RequestOf } from '@angelbridge/contracts';
import { calls } from '@angelbridge/contracts/calls';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { type SaveStepInput, stepFiles } from './save-step-input';
import { useStepSaved } from './use-step-saved';

/** Saves a step of an existing pitch (every step after the first carries pitch_id). */
export function useEditPitchStep() {
  const saved = useStepSaved();
  return useMutation({
    mutationFn: (input: SaveStepInput) =>
      callApi(calls.editPitches, input.body as RequestOf<typeof editPitches>, {
        files: stepFiles(input),
        ...(input.onUploadProgress ? { onUploadProgress: input.onUploadProgress } : {}),
      }),
    onSuccess: saved,
  });
}
