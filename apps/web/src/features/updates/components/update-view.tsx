import type { InvestorUpdate } from '@angelbridge/contracts';
import { Avatar, Group, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { useId } from 'react';
import { ToneBadge } from '../../../components/tone-badge';
import { formatDate } from '../../../lib/format';
import { MetricTable } from './metric-table';
import { UpdateBody } from './update-body';
import { words } from './update-words';

export type ViewedUpdate = Pick<
  InvestorUpdate,
  'name_of_pitch' | 'pitch_logo' | 'title' | 'body' | 'metrics' | 'status' | 'published_at'
>;

/**
 * An update as its recipients read it: the company, the title, the date, the text and this update's
 * numbers. The founder's preview draws the same component, so what they see is what is sent.
 */
export function UpdateView({ update, order = 1 }: { update: ViewedUpdate; order?: TitleOrder }) {
  const sub = Math.min(order + 1, 6) as TitleOrder;
  const titleId = useId();
  const metricsId = useId();
  return (
    <Stack gap="md" component="article" aria-labelledby={titleId}>
      <Group gap="sm" wrap="nowrap">
        <Avatar src={update.pitch_logo || null} alt="" radius="md" size="md" color="bridge">
          {update.name_of_pitch.slice(0, 2).toUpperCase()}
        </Avatar>
        <div>
          <Text fw={600}>{update.name_of_pitch}</Text>
          <Text size="sm" c="gray.7">
            {update.published_at ? words.publishedOn(formatDate(update.published_at)) : words.draft}
          </Text>
        </div>
        {update.status === 'draft' && <ToneBadge tone="orange">{words.draft}</ToneBadge>}
      </Group>
      <Title order={order} id={titleId} style={{ overflowWrap: 'anywhere' }}>
        {update.title}
      </Title>
      <UpdateBody body={update.body} />
      {update.metrics.length > 0 && (
        <section aria-labelledby={metricsId}>
          <Title order={sub} size="h4" mb="xs" id={metricsId}>
            {words.metricsTitle}
          </Title>
          <MetricTable metrics={update.metrics} caption={words.metricsTitle} />
        </section>
      )}
    </Stack>
  );
}
