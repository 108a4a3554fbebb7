import { adminPitchTexts, type Pitch } from '@angelbridge/contracts';
import { webPaths } from '@angelbridge/contracts/web-paths';
import { Alert, Badge, Button, Card, Group, List, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { hrefFor } from '../../../lib/href-for';
import { formatCad } from '../../discovery/index';
import classes from './my-pitch-card.module.css';

interface MyPitchCardProps {
  pitch: Pitch;
  onDelete: () => void;
  onToggleHidden: () => void;
  busy: boolean;
}

/** §2: Draft ribbon, title, description, highlights, target in C$, and the owner's three actions. */
export function MyPitchCard({ pitch, onDelete, onToggleHidden, busy }: MyPitchCardProps) {
  const title = pitch.name_of_pitch;
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-label={title} className={classes.card}>
      {pitch.draft && (
        <div className={classes.ribbon} aria-hidden>
          Draft
        </div>
      )}
      <Group gap="xs" mb={pitch.is_hidden ? 'xs' : 0}>
        {/* The ribbon is decoration; these say the same to screen readers. */}
        {pitch.draft && (
          <Badge color="orange" variant="light" className={classes.srBadge}>
            Draft
          </Badge>
        )}
        {pitch.is_hidden && (
          <Badge color="gray" variant="light">
            Hidden
          </Badge>
        )}
      </Group>
      <Title order={2} size="h4" pr={pitch.draft ? 56 : 0} mt={pitch.draft && !pitch.is_hidden ? 'md' : 0}>
        {title}
      </Title>
      {pitch.unpublished_reason !== null && (
        // an admin's take-down: only AngelBridge restores it, so the founder is told why, not offered a switch
        <Alert color="red" variant="light" mt="xs" p="xs" title={adminPitchTexts.unpublishedByUs}>
          {pitch.unpublished_reason}
        </Alert>
      )}
      {pitch.draft && pitch.unpublished_reason === null && (
        <Text size="sm" mt="xs" fw={500}>
          Draft: investors see it once every step is done.
        </Text>
      )}
      <Text size="sm" mt="xs" lineClamp={3}>
        {pitch.short_summary}
      </Text>
      {pitch.highlight.length > 0 && (
        <List size="sm" mt="xs" spacing={2}>
          {pitch.highlight.slice(0, 3).map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      )}
      <Text mt="md" fw={700} className={classes.target}>
        Target {formatCad(pitch.target)}
      </Text>
      <Group mt="md" gap="xs" grow preventGrowOverflow={false}>
        <Button
          px="sm"
          color="red"
          variant="light"
          onClick={onDelete}
          disabled={busy}
          aria-label={`Delete ${title}`}
        >
          Delete
        </Button>
        <Button
          px="sm"
          variant="default"
          onClick={onToggleHidden}
          aria-label={`${pitch.is_hidden ? 'Show' : 'Hide'} ${title}`}
        >
          {pitch.is_hidden ? 'Show' : 'Hide'}
        </Button>
        <Button
          px="sm"
          component={Link}
          to={hrefFor(webPaths.editPitch, { id: pitch._id })}
          aria-label={`View & Edit ${title}`}
        >
          View & Edit
        </Button>
      </Group>
      {pitch.draft && (
        // Issue 31: a draft is resumed in one step; the edit wizard opens at its first unfinished step.
        <Button
          mt="xs"
          fullWidth
          component={Link}
          to={hrefFor(webPaths.editPitch, { id: pitch._id })}
          aria-label={`Continue ${title}`}
        >
          Continue
        </Button>
      )}
      <Button
        mt="xs"
        variant="light"
        fullWidth
        component={Link}
        to={hrefFor(webPaths.pitchInsights, { id: pitch._id })}
        aria-label={`Insights of ${title}`}
      >
        Insights
      </Button>
      <Button
        mt="xs"
        variant="light"
        fullWidth
        component={Link}
        to={hrefFor(webPaths.pitchRound, { id: pitch._id })}
        aria-label={`Round of ${title}`}
      >
        Round
      </Button>
      <Button
        mt="xs"
        variant="light"
        fullWidth
        component={Link}
        to={hrefFor(webPaths.pitchUpdates, { id: pitch._id })}
        aria-label={`Updates of ${title}`}
      >
        Updates
      </Button>
    </Card>
  );
}
