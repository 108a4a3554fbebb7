import { Alert, Anchor, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useSession } from '../lib/session';
import { PROFILE_PATH } from './site/nav-items';

/** Remembered per browser and account, so a dismissed hint stays away on every page that shows it. */
const dismissedKey = (email: string) => `photo_nudge_dismissed:${email}`;

function wasDismissed(email: string): boolean {
  try {
    return globalThis.localStorage.getItem(dismissedKey(email)) === 'true';
  } catch {
    return false;
  }
}

/**
 * `hasPhoto` overrides the session's copy of the photo (the profile page passes the loaded profile's).
 * People with a face get answered more often: a signed-in person without a photo is asked to add one,
 * on their dashboard (linking to the profile) and on the profile page itself (pointing at the picture
 * field). Dismissing it hides it for good in this browser.
 */
export function PhotoNudge({ where, hasPhoto }: { where: 'dashboard' | 'profile'; hasPhoto?: boolean }) {
  const { signedIn, user, userType } = useSession();
  const email = typeof user?.email === 'string' ? user.email : '';
  const [dismissed, setDismissed] = useState(() => wasDismissed(email));
  // the profile page knows the freshly loaded photo; elsewhere the session's copy of it tells
  if (!signedIn || !user || !userType || (hasPhoto ?? Boolean(user.photo)) || dismissed) return null;
  const audience = userType === 'investor' ? 'founders' : 'investors';
  return (
    <Alert
      color="blue"
      variant="light"
      title="Add a photo to your profile"
      // a hint, not an error: it must not be announced as one, nor pass for one in the page's alerts
      role="note"
      withCloseButton
      closeButtonLabel="Dismiss the photo hint"
      onClose={() => {
        try {
          globalThis.localStorage.setItem(dismissedKey(email), 'true');
        } catch {
          // storage may be off (private mode): the hint still goes away for this visit
        }
        setDismissed(true);
      }}
      mb="lg"
    >
      <Text size="sm">
        {`${audience[0]?.toUpperCase()}${audience.slice(1)} reply more often to a face than to initials. `}
        {where === 'dashboard' ? (
          <Anchor component={Link} to={PROFILE_PATH[userType]} fw={600}>
            Add a photo
          </Anchor>
        ) : (
          'Choose a picture below and save.'
        )}
      </Text>
    </Alert>
  );
}
