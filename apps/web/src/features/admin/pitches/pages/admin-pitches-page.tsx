import { ADMIN_PITCH_STATUSES, type AdminPitchRow } from '@angelbridge/contracts';
import { webPaths } from '@angelbridge/contracts/web-paths';
import { Anchor, Badge, Button, Switch, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import cards from '../../../../components/row-cards.module.css';
import { errorMessage } from '../../../../lib/api-client';
import { notify } from '../../../../lib/notify';
import { AdminFilterBar, AdminFilterSelect } from '../../admin-filter-bar';
import { AdminListPage } from '../../admin-list-page';
import { ReasonDialog } from '../../users/components/reason-dialog';
import { type PitchFilter, useAdminPitches, usePitchModeration } from '../api/admin-pitches';

const STATUS_LABELS: Record<AdminPitchRow['status'], string> = {
  published: 'Published',
  hidden: 'Hidden by founder',
  draft: 'Draft',
  unpublished: 'Unpublished',
};
const STATUS_COLORS: Record<AdminPitchRow['status'], string> = {
  published: 'green',
  hidden: 'gray',
  draft: 'orange',
  unpublished: 'red',
};
const failure = errorMessage;

/** /admin/pitches: every pitch, searched and filtered; unpublish with a reason, restore, feature (n of 6). */
export function AdminPitchesPage() {
  const [filter, setFilter] = useState<PitchFilter>({ page: 1 });
  const [target, setTarget] = useState<AdminPitchRow | null>(null);
  const query = useAdminPitches(filter);
  const data = query.data;
  const { unpublish, restore, feature } = usePitchModeration();
  const full = data ? data.featured_count >= data.featured_max : false;

  const toggleFeatured = (pitch: AdminPitchRow, value: boolean) =>
    feature.mutate(
      { pitchId: pitch._id, value },
      { onSuccess: (answer) => notify(answer.message), onError: (e) => notify(failure(e), 'error') },
    );

  return (
    <>
      <AdminListPage
        title="Pitches"
        aside={
          data && (
            <Badge size="lg" variant="light" color={full ? 'orange' : 'blue'} aria-live="polite">
              Featured {data.featured_count}/{data.featured_max}
            </Badge>
          )
        }
        intro={
          <AdminFilterBar
            label="Search pitches"
            searchLabel="Pitch, company or founder"
            onSearch={(q) => setFilter((f) => ({ ...f, q, page: 1 }))}
          >
            <AdminFilterSelect
              label="Status"
              placeholder="Any status"
              options={ADMIN_PITCH_STATUSES}
              labels={STATUS_LABELS}
              value={filter.status}
              onChange={(status) => setFilter((f) => ({ ...f, status, page: 1 }))}
              width={190}
            />
            <Switch
              label="Featured only"
              checked={filter.featured === true}
              onChange={(event) => {
                const only = event.currentTarget.checked;
                setFilter((f) => ({ ...f, featured: only ? true : undefined, page: 1 }));
              }}
              mb={8}
            />
          </AdminFilterBar>
        }
        query={query}
        list={data && { ...data, rows: data.pitches.length }}
        page={data?.page ?? 1}
        onPage={(page) => setFilter((f) => ({ ...f, page }))}
        count={(total) => `${total} ${total === 1 ? 'pitch' : 'pitches'}`}
        loadingLabel="Loading pitches"
        errorTitle="The pitches could not be loaded"
        empty="No pitches match."
        pagesLabel="Pitch pages"
      >
        <Table.ScrollContainer minWidth={860} className={cards.scroll}>
          <Table striped className={cards.table}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Pitch</Table.Th>
                <Table.Th scope="col">Founder</Table.Th>
                <Table.Th scope="col">Status</Table.Th>
                <Table.Th scope="col">Commitments</Table.Th>
                <Table.Th scope="col">Featured</Table.Th>
                <Table.Th scope="col">Action</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data?.pitches.map((pitch) => (
                <Table.Tr key={pitch._id}>
                  <Table.Td data-label="Pitch">
                    <Anchor component={Link} to={`${webPaths.admin}/pitches/${pitch._id}`} fw={600} size="sm">
                      {pitch.name_of_pitch}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {pitch.name_of_company}
                    </Text>
                  </Table.Td>
                  <Table.Td data-label="Founder">
                    <Text size="sm">
                      {pitch.owner.first_name} {pitch.owner.last_name}
                    </Text>
                    {pitch.owner.suspended && (
                      <Badge size="xs" color="red" variant="light">
                        Account suspended
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td data-label="Status">
                    <Badge color={STATUS_COLORS[pitch.status]} variant="light">
                      {STATUS_LABELS[pitch.status]}
                    </Badge>
                    {pitch.unpublished_reason && (
                      <Text size="xs" mt={4}>
                        {pitch.unpublished_reason}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td data-label="Commitments">{pitch.round?.commitments ?? 0}</Table.Td>
                  <Table.Td data-label="Featured">
                    <Switch
                      aria-label={`Feature ${pitch.name_of_pitch}`}
                      checked={pitch.featured}
                      disabled={
                        feature.isPending || (!pitch.featured && (full || pitch.status !== 'published'))
                      }
                      onChange={(event) => toggleFeatured(pitch, event.currentTarget.checked)}
                    />
                  </Table.Td>
                  <Table.Td data-label="Action">
                    {pitch.status === 'unpublished' ? (
                      <Button
                        size="xs"
                        variant="light"
                        loading={restore.isPending && restore.variables === pitch._id}
                        onClick={() =>
                          restore.mutate(pitch._id, {
                            onSuccess: (answer) => notify(answer.message),
                            onError: (e) => notify(failure(e), 'error'),
                          })
                        }
                        aria-label={`Restore ${pitch.name_of_pitch}`}
                      >
                        Restore
                      </Button>
                    ) : (
                      <Button
                        size="xs"
                        color="red"
                        variant="light"
                        onClick={() => setTarget(pitch)}
                        aria-label={`Unpublish ${pitch.name_of_pitch}`}
                      >
                        Unpublish
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </AdminListPage>
      <ReasonDialog
        opened={target !== null}
        title={`Unpublish ${target?.name_of_pitch ?? ''}`}
        consequence="The pitch leaves every public list, page and search until an admin restores it. Its founder sees the reason and is e-mailed it."
        confirmLabel="Unpublish"
        onClose={() => setTarget(null)}
        onConfirm={async (reason) => {
          if (!target) return;
          const answer = await unpublish.mutateAsync({ pitchId: target._id, reason });
          notify(answer.message);
        }}
      />
    </>
  );
}
