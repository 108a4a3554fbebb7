import type { RoundLead } from '@angelbridge/contracts';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';

/** The round's confirmed lead, their memo and conflicts, and "Join this round" when the caller may commit. */
export function LeadCard({ lead, onJoin }: { lead: RoundLead; onJoin: (() => void) | null }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="round-lead-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="round-lead-title">
          Lead investor: {lead.name}
        </Title>
        {lead.memo && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {lead.memo}
          </Text>
        )}
        {lead.conflicts && (
          <Text size="sm">
            <Text span fw={600} size="sm">
              Conflicts of interest:
            </Text>{' '}
            {lead.conflicts}
          </Text>
        )}
        {onJoin && (
          <Button onClick={onJoin} style={{ alignSelf: 'flex-start' }}>
            Join this round
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
