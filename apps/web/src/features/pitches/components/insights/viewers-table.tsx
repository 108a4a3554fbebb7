import type { PitchInsights } from '@angelbridge/contracts';
import { webPaths } from '@angelbridge/contracts/web-paths';
import { Anchor, Avatar, Group, Table, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { hrefFor } from '../../../../lib/href-for';
import { Section } from './insights-charts';

const WHEN = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeStyle: 'short' });
const when = (timestamp: string) => WHEN.format(new Date(timestamp));

type Viewer = PitchInsights['viewers'][number];

function Opened({ viewer }: { viewer: Viewer }) {
  if (viewer.documents_opened.length === 0) return <Text size="sm">None</Text>;
  // a long file name breaks inside the cell rather than running under the next one
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      {viewer.documents_opened.map((doc, index) => (
        <span key={doc._id}>
          {index > 0 && ', '}
          {doc.name} <time dateTime={doc.opened_at}>({when(doc.opened_at)})</time>
        </span>
      ))}
    </Text>
  );
}

/** The signed-in people who viewed the pitch, most recent first, each linking to their profile. */
export function ViewersTable({ insights }: { insights: PitchInsights }) {
  const guests = insights.guest_viewers;
  return (
    <Section title="Who viewed">
      {insights.viewers.length === 0 ? (
        <Text>No signed-in investor viewed this pitch in the last {insights.days} days.</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="sm" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Viewer</Table.Th>
                <Table.Th scope="col">Last viewed</Table.Th>
                <Table.Th scope="col">Views</Table.Th>
                <Table.Th scope="col">Documents opened</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {insights.viewers.map((viewer) => {
                const name = `${viewer.first_name} ${viewer.last_name}`.trim();
                return (
                  <Table.Tr key={viewer._id} data-testid="viewer-row">
                    <Table.Td>
                      <Group gap="sm" wrap="nowrap">
                        <Avatar src={viewer.photo} alt="" size={32} radius="xl" color="bridge" name={name} />
                        <Anchor
                          component={Link}
                          to={hrefFor(
                            webPaths.investorProfile,
                            { id: viewer._id },
                            { type: viewer.user_type },
                          )}
                          state={{ userType: viewer.user_type }}
                        >
                          {name}
                        </Anchor>
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <time dateTime={viewer.last_viewed_at}>{when(viewer.last_viewed_at)}</time>
                    </Table.Td>
                    <Table.Td>{viewer.views}</Table.Td>
                    <Table.Td>
                      <Opened viewer={viewer} />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {guests > 0 && (
        <Text size="sm" c="gray.7" mt="sm">
          And {guests} {guests === 1 ? 'guest' : 'guests'} who were not signed in.
        </Text>
      )}
    </Section>
  );
}
