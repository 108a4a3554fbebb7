import { type AdminCertification, certificationTexts } from '@angelbridge/contracts';
import { Badge, Card, Group, Table, Text, Title } from '@mantine/core';
import cards from '../../../../components/row-cards.module.css';
import { formatDate } from '../../../../lib/format';

const basisWords = (basis: AdminCertification['basis']) => certificationTexts.basisShort[basis];

/** What a signed certification stands as now: current, replaced by a newer one, or past its expiry. */
function stateOf(c: AdminCertification, current: AdminCertification | null) {
  if (c.replaced_at) return `Replaced ${formatDate(c.replaced_at)}`;
  if (current && current.signed_at === c.signed_at) return 'Current';
  return 'Expired';
}

/**
 * The user page's certification (issue 32), for investors: the current one in words, or plainly "expired"
 * (the last one ran out) or "none" (never signed), with every one signed below, newest first.
 */
export function UserCertification({
  certifications,
}: {
  certifications: { current: AdminCertification | null; history: readonly AdminCertification[] };
}) {
  const { current, history } = certifications;
  const expired = !current && history.length > 0;
  return (
    <section aria-labelledby="user-certification">
      <Title order={2} size="h4" id="user-certification" mb="xs">
        Certification
      </Title>
      <Card withBorder mb="sm">
        {current ? (
          <>
            <Group gap="xs">
              <Badge variant="light" color={current.basis === 'none' ? 'gray' : 'green'}>
                {current.basis === 'none' ? 'Certified: no basis' : 'Certified'}
              </Badge>
              <Text size="sm" fw={600}>
                {basisWords(current.basis)}
              </Text>
            </Group>
            <Text size="sm" mt={4}>
              {current.country} · signed {formatDate(current.signed_at)} · expires{' '}
              {formatDate(current.expires_at)}
            </Text>
          </>
        ) : (
          <Text size="sm" fw={600}>
            {expired ? 'Expired' : 'None'}
            <Text span size="sm" fw={400}>
              {expired
                ? ` (the last one expired ${formatDate(history[0]?.expires_at ?? '')})`
                : ' (never certified)'}
            </Text>
          </Text>
        )}
      </Card>
      {history.length > 0 && (
        <Table.ScrollContainer minWidth={620} className={cards.scroll}>
          <Table striped className={cards.table} aria-label="Certification history">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Basis</Table.Th>
                <Table.Th scope="col">Country</Table.Th>
                <Table.Th scope="col">Signed</Table.Th>
                <Table.Th scope="col">Expires</Table.Th>
                <Table.Th scope="col">State</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {history.map((c) => (
                <Table.Tr key={c.signed_at}>
                  <Table.Td data-label="Basis">{basisWords(c.basis)}</Table.Td>
                  <Table.Td data-label="Country">{c.country}</Table.Td>
                  <Table.Td data-label="Signed">{formatDate(c.signed_at)}</Table.Td>
                  <Table.Td data-label="Expires">{formatDate(c.expires_at)}</Table.Td>
                  <Table.Td data-label="State">{stateOf(c, current)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  );
}
