import { ContactRequestList } from './contact-request-list';

/** Wizard step 5: the contact requests investors sent for this one pitch. */
export function PitchContactRequests({ pitchId }: { pitchId: string }) {
  return <ContactRequestList pitchId={pitchId} />;
}
