import type { Pitch } from '@angelbridge/contracts';
import { useAddPitchStep } from '../api/add-pitches';
import { useEditPitchStep } from '../api/edit-pitches';
import type { SaveStepInput } from '../api/save-step-input';
import type { WizardMode } from './steps';

/** §7: the edit call on /editpitch, and for a team member being edited; the add call otherwise. */
export function useSaveStep(mode: WizardMode) {
  const add = useAddPitchStep();
  const edit = useEditPitchStep();
  const saveStep = async (input: SaveStepInput, editingItem = false): Promise<Pitch> => {
    const call = mode === 'edit' || editingItem ? edit : add;
    const answer = await call.mutateAsync(input);
    return answer.pitch_data;
  };
  return { saveStep, saving: add.isPending || edit.isPending };
}
