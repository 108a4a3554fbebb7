import { Button } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router-dom';
import { loginPathFor } from '../../../../lib/return-to';

/**
 * §2 Contact on the tab bar, for a guest: to the login page, which brings them back to this pitch.
 * Entrepreneurs never see it; investors get the Contact tab (page 5, ContactAccessPanel) instead.
 */
export function GuestContactButton({ pitchPath }: { pitchPath: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <Button onClick={() => navigate(loginPathFor(pitchPath), { state: { from: location } })}>Contact</Button>
  );
}

export { ContactAccessPanel } from './contact-access-panel';
