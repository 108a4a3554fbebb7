import { adminPitchTexts, messages } from '@angelbridge/contracts';
import { webPaths } from '@angelbridge/contracts/web-paths';
import { Alert, Anchor, Skeleton, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import { hrefFor } from '../../../lib/href-for';
import { failureMessage } from '../../../lib/zod-form';
import { usePitchById } from '../api/get-pitches-by-id';
import { WizardFrame } from '../components/wizard-frame';
import { PitchWizard } from '../wizard/pitch-wizard';
import { firstIncompleteStep } from '../wizard/steps';

export function EditPitchPage() {
  const { id = '' } = useParams();
  const { data: pitch, isPending, error } = usePitchById(id);

  return (
    <WizardFrame title="Edit Pitch">
      {isPending ? (
        <Stack role="status" aria-label="Loading the pitch">
          <Skeleton height={36} radius="md" />
          <Skeleton height={320} radius="md" />
        </Stack>
      ) : pitch ? (
        <Stack>
          <Anchor component={Link} to={hrefFor(webPaths.pitchRound, { id })} size="sm">
            Round: commitments and lead
          </Anchor>
          {pitch.unpublished_reason !== null && (
            <Alert color="red" variant="light" title={adminPitchTexts.unpublishedByUs}>
              {pitch.unpublished_reason} It stays out of public view until AngelBridge restores it.
            </Alert>
          )}
          {/* Keyed by id: another pitch starts its own wizard; a reopened one continues where it stopped. */}
          <PitchWizard key={id} mode="edit" pitchId={id} initialStep={firstIncompleteStep(pitch)} />
        </Stack>
      ) : (
        <Alert color="red" title={messages.errors.title} role="alert">
          {failureMessage(error, messages.errors.tryLater)}{' '}
          <Anchor component={Link} to={webPaths.pitchList}>
            Back to My Pitches
          </Anchor>
        </Alert>
      )}
    </WizardFrame>
  );
}
