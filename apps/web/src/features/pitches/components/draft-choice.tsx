import type { Pitch } from '@angelbridge/contracts';
import { webPaths } from '@angelbridge/contracts/web-paths';
import { Button, Card, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { hrefFor } from '../../../lib/href-for';

/**
 * The draft /addpitch offers to continue: the founder's most recently changed draft that AngelBridge has not
 * taken down (a taken-down pitch is resumed from My Pitches, where its reason shows). Null when there is none.
 */
export function draftToContinue(pitches: readonly Pitch[] | undefined): Pitch | null {
  let latest: Pitch | null = null;
  for (const pitch of pitches ?? []) {
    if (!pitch.draft || pitch.unpublished_reason !== null) continue;
    if (!latest || Date.parse(pitch.updated_at) > Date.parse(latest.updated_at)) latest = pitch;
  }
  return latest;
}

interface DraftChoiceProps {
  draft: Pitch;
  onStartNew: () => void;
}

/**
 * Issue 31: every abandoned wizard used to leave one more draft behind, so /addpitch first asks whether to
 * carry on with the latest one (the edit wizard opens at its first unfinished step) or to start afresh.
 */
export function DraftChoice({ draft, onStartNew }: DraftChoiceProps) {
  const name = draft.name_of_pitch;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="draft-choice-title">
      <Title order={2} size="h3" id="draft-choice-title">
        You have a pitch in progress
      </Title>
      <Text mt="xs" c="dimmed">
        Carry on where you stopped, or start another pitch from the beginning.
      </Text>
      <Group mt="lg" gap="sm">
        <Button component={Link} to={hrefFor(webPaths.editPitch, { id: draft._id })}>
          {`Continue your draft '${name}'`}
        </Button>
        <Button variant="default" onClick={onStartNew}>
          Start a new pitch
        </Button>
      </Group>
    </Card>
  );
}
