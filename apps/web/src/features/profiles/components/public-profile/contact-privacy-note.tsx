import type { ContactAccess } from '@angelbridge/contracts';
import { Alert, Text } from '@mantine/core';

/**
 * Why the phone and e-mail are shown or missing, in plain words. AngelBridge shares them only between
 * people working on a deal: an investor and the team of a pitch the investor asked about (D11).
 */
function explain(access: ContactAccess, name: string): { title: string; text: string } | null {
  switch (access.reason) {
    case 'own_profile':
      return null;
    case 'asked_about_your_pitch':
      return {
        title: 'Why you see these contact details',
        text: `${name} asked for the contact details of one of your pitches, so you can reach them too.`,
      };
    case 'request_allowed':
      return {
        title: 'Why you see these contact details',
        text: `${name} allowed your contact request.`,
      };
    case 'request_pending':
      return {
        title: 'Contact details are private',
        text: `Your contact request is waiting for ${name}'s answer. Their phone number and e-mail address show here once they allow it.`,
      };
    case 'request_denied':
      return {
        title: 'Contact details are private',
        text: `${name} did not allow your contact request, so their phone number and e-mail address stay private.`,
      };
    case 'no_request':
      return {
        title: 'Contact details are private',
        text: `${name}'s phone number and e-mail address are shared only with people working on a deal with them: an investor whose request to see a pitch's contacts the team allowed, and the team of a pitch the investor asked about.`,
      };
  }
}

export function ContactPrivacyNote({ access, name }: { access: ContactAccess; name: string }) {
  const note = explain(access, name);
  if (!note) return null;
  return (
    <Alert variant="light" color={access.shown ? 'bridge' : 'gray'} title={note.title} mt="xl">
      <Text size="sm">{note.text}</Text>
    </Alert>
  );
}
