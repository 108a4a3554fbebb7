import { messages, type TeamContact } from '@angelbridge/contracts';
import { Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatPhone } from '../../../../lib/phone';

/**
 * The team's contact cards. While blurred they are hidden from screen readers and the keyboard too, so
 * nobody reads them before pressing 'Unlock Contact Info'.
 */
export function TeamContacts({ team, blurred }: { team: TeamContact[]; blurred: boolean }) {
  if (team.length === 0) return <Text c="gray.7">{messages.empty.teamMembers}</Text>;
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2 }}
      data-testid="team-contacts"
      data-blurred={blurred}
      aria-hidden={blurred || undefined}
      inert={blurred}
      style={blurred ? { filter: 'blur(6px)', userSelect: 'none' } : undefined}
    >
      {team.map((member) => (
        <Stack
          key={`${member.name}-${member.email}`}
          gap={2}
          p="sm"
          style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
        >
          <Text fw={600}>{member.name}</Text>
          {member.position && (
            <Text size="sm" c="gray.7">
              {member.position}
            </Text>
          )}
          <Text size="sm">
            Phone:{' '}
            <Anchor href={formatPhone(member.mobile_number).href}>
              {formatPhone(member.mobile_number).text}
            </Anchor>
          </Text>
          <Text size="sm" style={{ wordBreak: 'break-all' }}>
            E-mail: <Anchor href={`mailto:${member.email}`}>{member.email}</Anchor>
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
