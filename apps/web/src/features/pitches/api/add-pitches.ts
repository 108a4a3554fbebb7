import { calls } from '@angelbridge/contracts/calls';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { type SaveStepInput, stepFiles } from './save-step-input';
import { useStepSaved } from './use-step-saved';

/** Saves a step of a pitch being created; overview without pitch_id creates the draft. */
export function useAddPitchStep() {
  const saved = useStepSaved();
  return useMutation({
    mutationFn: (input: SaveStepInput) =>
      callApi(calls.addPitches, input.body, {
        files: stepFiles(input),
        ...(input.onUploadProgress ? { onUploadProgress: input.onUploadProgress } : {}),
      }),
    onSuccess: saved,
  });
}
