import {
  AGREEMENT_STATUS_LABELS,
  AGREEMENT_STATUSES,
  type AgreementStatus,
} from '@angelbridge/contracts/agreement-texts';
import { webPaths } from '@angelbridge/contracts/web-paths';
import {
  Alert,
  Anchor,
  Chip,
  Container,
  Group,
  Loader,
  Stack,
  Table,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { Link, useSearchParams } from 'react-router-dom';
import { LoadFailure, Loading } from '../../../components/load-states';
import { countOf, Pager } from '../../../components/pager';
import cards from '../../../components/row-cards.module.css';
import { useSession } from '../../../lib/session';
import { useAgreements } from '../api/get-agreements';
import { AgreementListRow } from '../components/agreement-list-row';

const ALL = 'all';
const statusOf = (value: string | null): AgreementStatus | null =>
  (AGREEMENT_STATUSES as readonly string[]).includes(value ?? '') ? (value as AgreementStatus) : null;

/** /agreements (both roles): a founder's agreements on their pitches, an investor's own, newest first. */
export function AgreementsPage() {
  const role = useSession().userType === 'investor' ? 'investor' : 'founder';
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get('status'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useAgreements({ pitchId: null, status, page });
  const setQuery = (next: { status?: AgreementStatus | null; page?: number }) => {
    const query = new URLSearchParams(params);
    const nextStatus = next.status === undefined ? status : next.status;
    if (nextStatus) query.set('status', nextStatus);
    else query.delete('status');
    if (!next.page || next.page === 1) query.delete('page');
    else query.set('page', String(next.page));
    setParams(query, { replace: true, preventScrollReset: true });
  };

  let content: React.ReactNode;
  if (list.isPending) content = <Loading label="Loading your agreements" heights={[48, 48, 48]} />;
  else if (list.isError)
    content = (
      <LoadFailure
        title="Your agreements could not be loaded"
        error={list.error}
        retry={() => void list.refetch()}
      />
    );
  else if (list.data.total === 0)
    content = (
      <Alert
        color="gray"
        title={
          status ? `No ${AGREEMENT_STATUS_LABELS[status].toLowerCase()} agreements` : 'No agreements yet'
        }
      >
        {status
          ? 'Choose another status to see the other agreements.'
          : role === 'investor'
            ? 'When a round you are in closes, its founder sends you an agreement to sign here.'
            : "When a round closes with its terms saved, each investor's agreement shows here. Set the terms on a pitch's Round page."}
      </Alert>
    );
  else {
    const { agreements, total, page_size } = list.data;
    content = (
      <Stack gap="md">
        <Table.ScrollContainer minWidth={760} className={cards.scroll}>
          <Table verticalSpacing="sm" className={cards.table} aria-label="Agreements">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Pitch</Table.Th>
                <Table.Th>{role === 'investor' ? 'Founder' : 'Investor'}</Table.Th>
                <Table.Th>Amount</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Made</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Open</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {agreements.map((agreement) => (
                <AgreementListRow key={agreement._id} agreement={agreement} role={role} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Pager
          total={total}
          page={page}
          pageSize={page_size}
          count={countOf('agreement', 'agreements')}
          onPage={(next) => setQuery({ page: next })}
        />
      </Stack>
    );
  }

  return (
    <Container size="lg" py="xl">
      <title>My agreements · AngelBridge</title>
      <Group justify="space-between" align="flex-end" mb="md" gap="sm">
        <Title order={1}>My agreements</Title>
        <Group gap="sm">
          {list.isFetching && !list.isPending && <Loader size="xs" aria-label="Updating your agreements" />}
          <Anchor component={Link} to={webPaths.verifyAgreement}>
            Verify an agreement
          </Anchor>
        </Group>
      </Group>
      <Chip.Group
        multiple={false}
        value={status ?? ALL}
        onChange={(value) => setQuery({ status: statusOf(value), page: 1 })}
      >
        <Group gap="xs" role="radiogroup" aria-label="Show agreements" mb="md">
          <Chip value={ALL} size="sm" variant="outline">
            All
          </Chip>
          {AGREEMENT_STATUSES.map((value) => (
            <Chip key={value} value={value} size="sm" variant="outline">
              {AGREEMENT_STATUS_LABELS[value]}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {content}
    </Container>
  );
}
