import { webPaths } from '@angelbridge/contracts/web-paths';
import { Alert, Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { CardGrid, CardGridSkeleton, PitchCard } from '../../discovery/index';
import { useFollowedPitches } from '../api/follows';

/** The investor's followed pitches as cards, each with its Follow toggle to stop following. */
export function FollowedPitches() {
  const followed = useFollowedPitches();
  if (followed.isPending) return <CardGridSkeleton label="Loading followed pitches" kind="pitch" />;
  if (followed.isError) return <Alert color="red">{followed.error.message}</Alert>;
  // an optimistic follow waits for its card until the list is read again
  const pitches = followed.data.filter((p) => p.name_of_pitch !== undefined);
  if (pitches.length === 0) {
    return (
      <Text c="gray.7">
        You follow no pitch yet. Press Follow on a pitch to hear of its new milestones and documents;{' '}
        <Anchor component={Link} to={webPaths.invest}>
          browse pitches
        </Anchor>
        .
      </Text>
    );
  }
  return (
    <CardGrid>
      {pitches.map((pitch) => (
        <PitchCard key={pitch._id} pitch={pitch} headingLevel={3} />
      ))}
    </CardGrid>
  );
}
