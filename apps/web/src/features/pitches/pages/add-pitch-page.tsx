import { Skeleton } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router-dom';
import { usePitchById } from '../api/get-pitches-by-id';
import { WizardFrame } from '../components/wizard-frame';
import { PitchWizard } from '../wizard/pitch-wizard';
import { firstIncompleteStep } from '../wizard/steps';

/** The id of the draft this tab created, kept in the history entry so a reload carries on with it. */
function createdPitchId(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('pitchId' in state)) return null;
  return typeof state.pitchId === 'string' ? state.pitchId : null;
}

export function AddPitchPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const pitchId = createdPitchId(location.state);
  const { data: pitch, isPending } = usePitchById(pitchId);

  return (
    <WizardFrame title="Add Pitch">
      {pitchId && isPending ? (
        <Skeleton height={320} radius="md" />
      ) : (
        <PitchWizard
          mode="add"
          pitchId={pitch ? pitchId : null}
          initialStep={pitch ? firstIncompleteStep(pitch, 'add') : 0}
          onCreated={(id) => navigate('.', { replace: true, state: { pitchId: id } })}
        />
      )}
    </WizardFrame>
  );
}
