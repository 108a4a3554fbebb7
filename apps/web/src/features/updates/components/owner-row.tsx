import { UPDATE_AUDIENCE_LABELS, type UpdateSummary } from '@angelbridge/contracts';
import { webPaths } from '@angelbridge/contracts/web-paths';
import { Anchor, Badge, Table, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formatDate } from '../../../lib/format';
import { hrefFor } from '../../../lib/href-for';
import { words } from './update-words';

/** One of the founder's updates: a draft opens in the editor, a published one in its view with read status. */
export function OwnerRow({ update }: { update: UpdateSummary }) {
  const draft = update.status === 'draft';
  const href = draft
    ? hrefFor(webPaths.pitchUpdateEdit, { id: update.pitch_id, updateId: update._id })
    : hrefFor(webPaths.update, { id: update._id });
  return (
    <Table.Tr data-testid="owner-update-row">
      <Table.Td data-label="Title">
        <Anchor component={Link} to={href} fw={600} style={{ overflowWrap: 'anywhere' }}>
          {update.title}
        </Anchor>
        {update.excerpt && (
          <Text size="xs" c="gray.7" lineClamp={1}>
            {update.excerpt}
          </Text>
        )}
      </Table.Td>
      <Table.Td data-label="Status">
        <Badge variant="light" color={draft ? 'orange' : 'teal'}>
          {draft ? words.draft : words.published}
        </Badge>
      </Table.Td>
      <Table.Td data-label="Date">
        <Text size="sm">
          {update.published_at
            ? words.publishedOn(formatDate(update.published_at))
            : words.savedOn(formatDate(update.updated_at))}
        </Text>
      </Table.Td>
      <Table.Td data-label="Audience">
        <Text size="sm">{UPDATE_AUDIENCE_LABELS[update.audience]}</Text>
      </Table.Td>
      <Table.Td data-label="Read">
        <Text size="sm">
          {update.recipient_count !== null && update.read_count !== null
            ? words.opened(update.read_count, update.recipient_count)
            : '—'}
        </Text>
      </Table.Td>
      <Table.Td data-label="Open">
        <Anchor
          component={Link}
          to={href}
          size="sm"
          aria-label={`${draft ? words.edit : words.view}: ${update.title}`}
        >
          {draft ? words.edit : words.view}
        </Anchor>
      </Table.Td>
    </Table.Tr>
  );
}
