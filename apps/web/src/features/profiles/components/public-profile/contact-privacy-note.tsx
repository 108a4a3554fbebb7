import { Alert, Text } from '@mantine/core';

/**
 * Why the phone and e-mail are missing, in plain words: AngelBridge shares them only with someone who has
 * a reason to have them (D11), never with every signed-in member.
 */
export function ContactPrivacyNote({ name }: { name: string }) {
  return (
    <Alert variant="light" color="gray" title="Contact details are private" mt="xl">
      <Text size="sm">
        {name}'s phone number and e-mail address are shared only between people who are working on a deal
        together: an investor whose contact request a pitch's team allowed, and the team of a pitch the
        investor asked about.
      </Text>
    </Alert>
  );
}
