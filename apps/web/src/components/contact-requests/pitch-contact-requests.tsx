import { messages } from '@angelbridge/contracts';
import { Text } from '@mantine/core';

interface PitchContactRequestsProps {
  pitchId: string;
}

/**
 * The contact requests investors sent for one pitch (the wizard's last step). The list and its Allow and
 * Deny actions arrive with the contact-access work; until then there is honestly nothing to show.
 */
export function PitchContactRequests({ pitchId }: PitchContactRequestsProps) {
  return (
    <Text c="gray.7" py="md" data-pitch-id={pitchId}>
      {messages.empty.contactData}
    </Text>
  );
}
