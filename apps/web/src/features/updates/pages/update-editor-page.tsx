import { updateTexts as t } from '@angelbridge/contracts';
import { webPaths } from '@angelbridge/contracts/web-paths';
import { Alert, Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { LoadFailure, Loading } from '../../../components/load-states';
import { ApiError } from '../../../lib/api-client';
import { hrefFor } from '../../../lib/href-for';
import { usePitchById } from '../../discovery/index';
import { usePitchMetrics } from '../api/get-pitch-metrics';
import { useUpdate } from '../api/get-update';
import { UpdateEditor } from '../components/update-editor';
import { words } from '../components/update-words';

/**
 * /pitchlist/{id}/updates/new and /pitchlist/{id}/updates/{updateId}/edit (the owner): the editor, with
 * the pitch's earlier metrics offered by key. A published update is not editable: it says so.
 */
export function UpdateEditorPage() {
  const { id = '', updateId = '' } = useParams();
  const editing = updateId !== '';
  const one = useUpdate(updateId);
  const metrics = usePitchMetrics(id);
  const pitch = usePitchById(id);
  const pitchName = pitch.data?.investment_data.name_of_pitch ?? one.data?.update.name_of_pitch ?? '';
  const known = (metrics.data?.series ?? []).map(({ key, label, unit }) => ({ key, label, unit }));

  let content: ReactNode;
  if (editing && one.isPending) content = <Loading label="Loading the draft" heights={[40, 200, 120]} />;
  else if (editing && one.isError) {
    const status = one.error instanceof ApiError ? one.error.status : 0;
    content =
      status === 404 || status === 400 || status === 403 ? (
        <Alert color="gray" title={words.updateNotFound}>
          {t.notFound}
        </Alert>
      ) : (
        <LoadFailure title={words.updateError} error={one.error} retry={() => void one.refetch()} />
      );
  } else if (one.data && one.data.update.status === 'published')
    content = (
      <Alert color="gray" title={words.published}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t.alreadyPublished}</Text>
          <Anchor component={Link} to={hrefFor(webPaths.update, { id: one.data.update._id })}>
            {words.view}
          </Anchor>
        </Stack>
      </Alert>
    );
  else
    content = (
      <UpdateEditor
        key={one.data?.update._id ?? 'new'}
        pitchId={id}
        pitchName={pitchName}
        draft={one.data?.update ?? null}
        known={known}
      />
    );

  const heading = editing ? 'Edit update' : 'New update';
  return (
    <Container size="lg" py="xl">
      <title>{`${heading} · AngelBridge`}</title>
      <Group gap="md">
        <Anchor component={Link} to={hrefFor(webPaths.pitchUpdates, { id })} size="sm">
          <span aria-hidden="true">← </span>
          {pitchName ? `Updates of ${pitchName}` : words.pitchUpdatesTitle}
        </Anchor>
      </Group>
      <Title order={1} mt="sm">
        {heading}
      </Title>
      {pitchName && <Text c="gray.7">{pitchName}</Text>}
      <Stack mt="lg">{content}</Stack>
    </Container>
  );
}
