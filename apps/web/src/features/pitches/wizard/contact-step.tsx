import { Title } from '@mantine/core';
import { PitchContactRequests } from '../../contact-requests/index';
import { StepActions } from './step-actions';
import { useWizard } from './wizard-context';

export function ContactStep() {
  const { pitchId } = useWizard();
  return (
    <>
      <Title order={2} size="h4">
        Contact Requests
      </Title>
      {pitchId && <PitchContactRequests pitchId={pitchId} />}
      <StepActions nextLabel={null} />
    </>
  );
}
