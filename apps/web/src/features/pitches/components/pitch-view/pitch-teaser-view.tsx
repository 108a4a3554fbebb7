import type { PitchTeaser } from '@angelbridge/contracts';
import { Grid, Group, Stack, Text, Title } from '@mantine/core';
import { projectTypeName } from '../../../../lib/project-type-name';
import { PitchImageFallback, PrivateRoundNotice } from '../../../discovery/index';
import { FollowButton } from '../../../follows/index';
import classes from './pitch-view.module.css';

/**
 * A private round (issue 32) as someone who may not see its terms reads it: what it is and where, its
 * summary and cover, and the notice in place of the round, the team, documents and milestones.
 */
export function PitchTeaserView({ pitch }: { pitch: PitchTeaser }) {
  return (
    <Grid gap="xl" align="stretch">
      <Grid.Col span={{ base: 12, md: 7 }}>
        {pitch.img ? (
          <img
            src={pitch.img}
            alt={`Cover of ${pitch.name_of_pitch}`}
            className={classes.cover}
            fetchPriority="high"
          />
        ) : (
          <PitchImageFallback title={pitch.name_of_pitch} className={classes.cover} />
        )}
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="sm">
          <Title order={1} className={classes.name}>
            {pitch.name_of_pitch}
          </Title>
          <Text c="gray.7">
            {[pitch.name_of_company, projectTypeName(pitch), pitch.location].filter(Boolean).join(' · ')}
          </Text>
          <Text>{pitch.short_summary}</Text>
          <PrivateRoundNotice notice={pitch.notice} />
          <Group>
            <FollowButton pitchId={pitch._id} pitchName={pitch.name_of_pitch} />
          </Group>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
