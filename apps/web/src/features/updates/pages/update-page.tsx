import { webPaths } from '@angelbridge/contracts/web-paths';
import { Alert, Anchor, Button, Container, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { LoadFailure, Loading } from '../../../components/load-states';
import { ApiError } from '../../../lib/api-client';
import { hrefFor } from '../../../lib/href-for';
import { useUpdate } from '../api/get-update';
import { MetricsOverTime } from '../components/metrics-over-time';
import { ReadStatus } from '../components/read-status';
import { ReplyBox } from '../components/reply-box';
import { UpdateView } from '../components/update-view';
import { words } from '../components/update-words';

/**
 * /updates/{id}: one update. A recipient reads it (which marks it read), sees each metric over time and
 * replies; its owner sees the same, with who opened it instead of the reply box (a draft: a link to edit).
 */
export function UpdatePage() {
  const { id = '' } = useParams();
  const one = useUpdate(id);

  let content: ReactNode;
  let back: { to: string; label: string } = { to: webPaths.updates, label: words.backToFeed };
  if (one.isPending) content = <Loading label={words.updateLoading} heights={[40, 160, 120]} />;
  else if (one.isError) {
    const status = one.error instanceof ApiError ? one.error.status : 0;
    content =
      status === 404 || status === 400 || status === 403 ? (
        <Alert color="gray" title={words.updateNotFound}>
          {words.updateNotFoundText}
        </Alert>
      ) : (
        <LoadFailure title={words.updateError} error={one.error} retry={() => void one.refetch()} />
      );
  } else {
    const { update, recipients, conversation_id } = one.data;
    // only the owner gets the read status, and only the owner can open a draft
    const owner = recipients !== null || update.status === 'draft';
    if (owner)
      back = {
        to: hrefFor(webPaths.pitchUpdates, { id: update.pitch_id }),
        label: `Updates of ${update.name_of_pitch}`,
      };
    content = (
      <Stack gap="lg">
        <title>{`${update.title} · AngelBridge`}</title>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <UpdateView update={update} />
        </Paper>
        {update.status === 'draft' && (
          <Alert color="orange" title={words.draft}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{words.draftNote}</Text>
              <Button
                size="xs"
                component={Link}
                to={hrefFor(webPaths.pitchUpdateEdit, { id: update.pitch_id, updateId: update._id })}
              >
                {words.editDraft}
              </Button>
            </Stack>
          </Alert>
        )}
        {update.status === 'published' && <MetricsOverTime pitchId={update.pitch_id} />}
        {owner
          ? recipients && <ReadStatus recipients={recipients} />
          : update.status === 'published' && (
              <ReplyBox
                updateId={update._id}
                company={update.name_of_pitch}
                conversationId={conversation_id}
              />
            )}
      </Stack>
    );
  }

  return (
    <Container size="md" py="xl">
      {!one.data && <title>{`${words.feedTitle} · AngelBridge`}</title>}
      <Group mb="md">
        <Anchor component={Link} to={back.to} size="sm">
          <span aria-hidden="true">← </span>
          {back.label}
        </Anchor>
      </Group>
      {content}
    </Container>
  );
}
