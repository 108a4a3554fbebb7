import type { UpdateRecipient } from '@angelbridge/contracts';
import { Badge, Paper, Table, Text, Title } from '@mantine/core';
import cards from '../../../components/row-cards.module.css';
import { formatDateTime } from '../../../lib/format';
import { words } from './update-words';

/** The owner's view of a published update: who received it, as investor or follower, and who opened it when. */
export function ReadStatus({ recipients }: { recipients: UpdateRecipient[] }) {
  const read = recipients.filter((recipient) => recipient.read_at !== null).length;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="read-status"
    >
      <Title order={2} size="h4" id="read-status" mb={4}>
        {words.readStatusTitle}
      </Title>
      <Text size="sm" c="gray.7" mb="md" data-testid="read-count">
        {words.opened(read, recipients.length)}
      </Text>
      {recipients.length === 0 ? (
        <Text c="gray.7">{words.recipientsEmpty}</Text>
      ) : (
        <Table.ScrollContainer minWidth={480} className={cards.scroll}>
          <Table verticalSpacing="xs" className={cards.table} aria-label={words.readStatusTitle}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Received as</Table.Th>
                <Table.Th>Opened</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {recipients.map((recipient) => (
                <Table.Tr key={recipient.user_id} data-testid="recipient-row">
                  <Table.Td data-label="Name" fw={600}>
                    {`${recipient.first_name} ${recipient.last_name}`.trim()}
                  </Table.Td>
                  <Table.Td data-label="Received as">{words.relation[recipient.relation]}</Table.Td>
                  <Table.Td data-label="Opened">
                    {recipient.read_at ? (
                      <Text size="sm">{formatDateTime(recipient.read_at)}</Text>
                    ) : (
                      <Badge variant="light" color="gray">
                        {words.notOpened}
                      </Badge>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
