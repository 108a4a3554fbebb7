import type { PitchTeaser, PublicPitchCard } from '@angelbridge/contracts';
import { webPaths } from '@angelbridge/contracts/web-paths';
import { Badge, Card, Group, List, Progress, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { hrefFor } from '../../../../lib/href-for';
import { projectTypeName } from '../../../../lib/project-type-name';
import { useSession } from '../../../../lib/session';
import { loadFollowButton } from '../../../follows/index';
import { matchChipClasses as chipClasses, loadMatchChip, usePitchMatch } from '../../../matching/index';
import { isTeaser, PrivateRoundNotice } from '../private-round-notice';
import classes from './cards.module.css';
import { formatCad } from './money';
import { PitchImageFallback } from './pitch-image-fallback';

// Only a signed-in investor sees a match or a Follow button: their code (a popover, the contracts'
// labels) stays out of the first paint every guest pays for (the build's first-paint budget).
const MatchChip = lazy(() => loadMatchChip().then((m) => ({ default: m.MatchChip })));
const FollowButton = lazy(() => loadFollowButton().then((m) => ({ default: m.FollowButton })));

interface PitchCardProps {
  /** A whole card, or a private round's teaser (issue 32): no amounts, highlights or match then. */
  pitch: PublicPitchCard | PitchTeaser;
  headingLevel?: 2 | 3 | 4;
  /**
   * The first card a page shows: its picture is likely the largest thing on the first screen, so it is
   * fetched at once and first, not once the layout finds it on screen (lazy).
   */
  priority?: boolean;
}

/** A pitch currently raising money: what it is, and the amounts in C$ (§9). */
export function PitchCard({ pitch, headingLevel = 3, priority = false }: PitchCardProps) {
  const type = projectTypeName(pitch);
  // a signed-in investor's match, when the list around the card asked for it (PitchMatchesProvider)
  const match = usePitchMatch(pitch._id);
  const { signedIn, userType } = useSession();
  const investor = signedIn && userType === 'investor';
  const teaser = isTeaser(pitch);
  const raised = teaser || pitch.target <= 0 ? 0 : Math.min(100, (pitch.funding_raised / pitch.target) * 100);
  return (
    <Card withBorder radius="md" padding="md" className={classes.card}>
      <Card.Section className={classes.media}>
        {pitch.img ? (
          <img
            src={pitch.img}
            alt=""
            className={classes.image}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
          />
        ) : (
          <PitchImageFallback title={pitch.name_of_pitch} className={classes.image} />
        )}
      </Card.Section>
      <Group justify="space-between" mt="sm" gap="xs" wrap="nowrap" className={classes.kind}>
        {type && (
          <Badge
            variant="filled"
            color="lagoon.9"
            classNames={{ root: classes.type, label: classes.typeLabel }}
          >
            {type}
          </Badge>
        )}
        <Text size="xs" c="gray.7" truncate>
          {pitch.location}
        </Text>
      </Group>
      <Title order={headingLevel} size="h4" mt="xs" className={classes.name}>
        <Link to={hrefFor(webPaths.project, { id: pitch._id })} className={classes.stretched}>
          {pitch.name_of_pitch}
        </Link>
      </Title>
      <Text size="sm" c="gray.7" className={classes.company}>
        {pitch.name_of_company}
      </Text>
      {match && !teaser && (
        <Group mt={6}>
          <Suspense fallback={null}>
            <MatchChip match={match} className={chipClasses.lifted} />
          </Suspense>
        </Group>
      )}
      <div className={`${classes.body} ${classes.detail}`}>
        <Text size="sm" mt="xs" lineClamp={3}>
          {pitch.short_summary}
        </Text>
        {!teaser && pitch.highlight.length > 0 && (
          <List size="sm" mt="xs" spacing={2}>
            {pitch.highlight.slice(0, 3).map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
        )}
      </div>
      {teaser ? (
        <div className={classes.amounts}>
          <PrivateRoundNotice notice={pitch.notice} raised />
        </div>
      ) : (
        <div className={classes.amounts}>
          <Progress value={raised} size="sm" aria-label={`${Math.round(raised)}% of the target raised`} />
          <Group justify="space-between" mt={6} gap="xs" className={classes.amountLine}>
            <Text size="sm">
              <Text span fw={700}>
                {formatCad(pitch.funding_raised)}
              </Text>{' '}
              raised
            </Text>
            <Text size="sm">
              Target{' '}
              <Text span fw={700}>
                {formatCad(pitch.target)}
              </Text>
            </Text>
          </Group>
          <Text size="xs" c="gray.7" mt={4}>
            Minimum per investor {formatCad(pitch.min_per_investor)}
          </Text>
          {investor && (
            // above the card's stretched link, so it takes its own clicks
            <div style={{ position: 'relative', zIndex: 1, marginTop: 8 }}>
              <Suspense fallback={null}>
                <FollowButton pitchId={pitch._id} pitchName={pitch.name_of_pitch} size="xs" />
              </Suspense>
            </div>
          )}
        </div>
      )}
    </Card>
  );
}
