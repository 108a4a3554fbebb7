import { Skeleton } from '@mantine/core';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useMyPitches } from '../api/get-pitches';
import { usePitchById } from '../api/get-pitches-by-id';
import { DraftChoice, draftToContinue } from '../components/draft-choice';
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
  const [startNew, setStartNew] = useState(false);
  const { data: pitch, isPending } = usePitchById(pitchId);
  // Only a fresh visit asks about an earlier draft; a tab already carrying on with its own pitch does not.
  const asking = pitchId === null && !startNew;
  const mine = useMyPitches(asking);
  // A failed read of the list must not stand between the founder and a new pitch: the wizard shows.
  const draft = asking ? draftToContinue(mine.data) : null;

  return (
    <WizardFrame title="Add Pitch">
      {(pitchId && isPending) || (asking && mine.isPending) ? (
        <Skeleton height={320} radius="md" />
      ) : draft ? (
        <DraftChoice draft={draft} onStartNew={() => setStartNew(true)} />
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
