import { Button, VisuallyHidden } from '@mantine/core';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useFollowedPitches, useFollowPitch } from '../api/follows';

interface FollowButtonProps {
  pitchId: string;
  pitchName: string;
  size?: 'xs' | 'sm';
}

/**
 * Follow for a signed-in investor (nothing for anyone else, and nothing in server-rendered HTML: the state
 * is personal). A toggle button: its name stays "Follow <pitch>" and aria-pressed says whether the pitch
 * is followed, as screen readers expect of a toggle; the check mark and fill show it to the eye.
 */
export function FollowButton({ pitchId, pitchName, size = 'sm' }: FollowButtonProps) {
  const { signedIn, userType } = useSession();
  const followed = useFollowedPitches();
  const follow = useFollowPitch();
  if (!signedIn || userType !== 'investor') return null;
  const pressed = followed.data?.some((p) => p._id === pitchId) ?? false;
  const toggle = () =>
    follow.mutate(
      { pitchId, value: !pressed },
      {
        onError: (error) => notify(errorMessage(error), 'error'),
      },
    );
  return (
    <Button
      size={size}
      variant={pressed ? 'filled' : 'outline'}
      aria-pressed={pressed}
      leftSection={pressed ? <span aria-hidden="true">✓</span> : null}
      disabled={followed.isPending}
      onClick={toggle}
    >
      Follow<VisuallyHidden> {pitchName}</VisuallyHidden>
    </Button>
  );
}
