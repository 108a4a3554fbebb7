import { Alert, Button, Text } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router-dom';
import { loginPathFor } from '../../../../lib/return-to';

/**
 * §2 Contact on the tab bar, for a guest: to the login page, which brings them back to this pitch.
 * Entrepreneurs never see it; investors get the Contact tab instead.
 */
export function GuestContactButton({ pitchPath }: { pitchPath: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <Button onClick={() => navigate(loginPathFor(pitchPath), { state: { from: location } })}>Contact</Button>
  );
}

/**
 * Page 5 for a signed-in investor. Asking the team for its contact details arrives with the contact-request
 * feature; until then the page says so plainly rather than showing a form that does nothing.
 */
export function ContactAccessPanel() {
  return (
    <Alert variant="light" color="bridge" title="Contact requests are on their way">
      <Text size="sm">
        Soon you will be able to ask this pitch's team for their contact details here. Their phone numbers and
        e-mail addresses stay private until the team allows your request.
      </Text>
    </Alert>
  );
}
