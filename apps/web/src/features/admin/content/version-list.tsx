import type { CmsVersion } from '@angelbridge/contracts';
import { Badge, Box, Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { formatDateTime } from '../../../lib/format';

const when = (iso: string | null) => (iso ? formatDateTime(iso) : '—');

/** The page's versions: the open draft first, then every published one; an older one can be restored. */
export function VersionList({
  versions,
  onOpen,
  onRestore,
}: {
  versions: CmsVersion[];
  onOpen: (version: CmsVersion) => void;
  onRestore: (version: CmsVersion) => void;
}) {
  if (versions.length === 0) return <Text c="gray.7">No versions yet.</Text>;
  return (
    // a scrolling region on a phone: focusable and named, so a keyboard can scroll it (axe)
    <Box tabIndex={0} role="region" aria-label="Versions" style={{ overflowX: 'auto' }}>
      <Table striped highlightOnHover miw={560}>
        <Table.Caption>Versions, newest first</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Title</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">Published</Table.Th>
            <Table.Th scope="col">By</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {versions.map((version) => (
            <Table.Tr key={version._id}>
              <Table.Td>{version.title}</Table.Td>
              <Table.Td>
                <Group gap={4}>
                  <Badge variant="light" color={version.status === 'draft' ? 'yellow' : 'blue'}>
                    {version.status === 'draft' ? 'Draft' : 'Published'}
                  </Badge>
                  {version.current && (
                    <Badge variant="filled" color="green">
                      Live
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>{when(version.published_at ?? null)}</Table.Td>
              <Table.Td>{version.created_by ?? 'Seed'}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Button size="compact-xs" variant="subtle" onClick={() => onOpen(version)}>
                    Open in editor
                  </Button>
                  {version.status === 'published' && !version.current && (
                    <Button size="compact-xs" variant="light" onClick={() => onRestore(version)}>
                      Restore
                    </Button>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
