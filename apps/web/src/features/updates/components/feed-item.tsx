import type { UpdateSummary } from '@angelbridge/contracts';
import { webPaths } from '@angelbridge/contracts/web-paths';
import { Anchor, Avatar, Badge, Group, Paper, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formatDate } from '../../../lib/format';
import { hrefFor } from '../../../lib/href-for';
import classes from './feed-item.module.css';
import { formatMetric, formatPeriod, words } from './update-words';

/** The numbers a feed row shows; the update's page has them all. */
const HEADLINE_METRICS = 3;

/**
 * One update in a recipient's feed: the company, the title (the link), when, the first lines and the
 * headline numbers. Unread ones are marked for the eye (badge, bar, weight) and in words for screen readers.
 */
export function FeedItem({ update }: { update: UpdateSummary }) {
  const unread = update.unread === true;
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      className={classes.item}
      data-unread={unread || undefined}
      data-testid="feed-item"
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Avatar src={update.pitch_logo || null} alt="" radius="md" color="bridge">
          {update.name_of_pitch.slice(0, 2).toUpperCase()}
        </Avatar>
        <div className={classes.text}>
          <Group gap="xs" justify="space-between" wrap="wrap">
            <Text size="sm" fw={600}>
              {update.name_of_pitch}
            </Text>
            <Group gap="xs">
              {unread && (
                <Badge size="sm" color="red" variant="filled" aria-hidden="true">
                  {words.newBadge}
                </Badge>
              )}
              <Text size="xs" c="gray.7">
                {update.published_at ? formatDate(update.published_at) : ''}
              </Text>
            </Group>
          </Group>
          <Anchor
            component={Link}
            to={hrefFor(webPaths.update, { id: update._id })}
            fw={unread ? 700 : 500}
            className={classes.title}
          >
            {/* the space outside the hidden word: a trailing space inside it is lost from the link's name */}
            {unread && <VisuallyHidden>Unread:</VisuallyHidden>}
            {unread && ' '}
            {update.title}
          </Anchor>
          {update.excerpt && (
            <Text size="sm" c="gray.7" lineClamp={2} mt={2}>
              {update.excerpt}
            </Text>
          )}
          {update.metrics.length > 0 && (
            <Group gap="xs" mt="xs" component="ul" className={classes.metrics} aria-label="Headline metrics">
              {update.metrics.slice(0, HEADLINE_METRICS).map((metric) => (
                <li key={`${metric.key} ${metric.period}`} className={classes.metric}>
                  {metric.label} <strong>{formatMetric(metric.unit, metric.value)}</strong>{' '}
                  <span className={classes.period}>{formatPeriod(metric.period)}</span>
                </li>
              ))}
            </Group>
          )}
        </div>
      </Group>
    </Paper>
  );
}
