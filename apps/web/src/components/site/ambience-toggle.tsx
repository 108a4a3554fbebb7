import { ActionIcon } from '@mantine/core';
import { AMBIENCE_TOGGLE_ATTRIBUTE, setAmbienceMuted, useAmbienceMuted } from './ambience';
import { VolumeIcon, VolumeOffIcon } from './icons';

/** The visible way to silence the background sound (§1); the choice outlives the visit. */
export function AmbienceToggle() {
  const muted = useAmbienceMuted();
  const label = 'Mute background sound';
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={label}
      aria-pressed={muted}
      title={muted ? 'Background sound is off' : 'Background sound is on'}
      onClick={() => setAmbienceMuted(!muted)}
      {...{ [AMBIENCE_TOGGLE_ATTRIBUTE]: '' }}
    >
      {muted ? <VolumeOffIcon /> : <VolumeIcon />}
    </ActionIcon>
  );
}
