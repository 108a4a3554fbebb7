import { messages, type TeamMember } from '@angelbridge/contracts';
import { Avatar, Button, Card, Group, Stack, Text } from '@mantine/core';
import { formatPhone } from '../../../lib/phone';

const NA = messages.empty.notApplicable;

/** §2: empty fields read N/A, and a LinkedIn of '-' counts as empty. */
export function shown(value: string | null | undefined): string {
  const text = value?.trim() ?? '';
  return text === '' || text === '-' ? NA : text;
}

interface TeamMemberCardProps {
  member: TeamMember;
  onEdit: () => void;
  onDelete: () => void;
  disabled?: boolean;
}

export function TeamMemberCard({ member, onEdit, onDelete, disabled }: TeamMemberCardProps) {
  const linkedin = shown(member.linkedin_profile);
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={shown(member.name)}>
      <Group wrap="nowrap" align="flex-start">
        {/* Without a photo Mantine shows its default avatar figure. */}
        <Avatar src={member.photo} alt="" size={64} radius="50%" />
        <Stack gap={2} miw={0}>
          <Text fw={700}>{shown(member.name)}</Text>
          <Text size="sm">{shown(member.position)}</Text>
          <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
            {shown(member.email)}
          </Text>
          <Text size="sm" c="gray.7">
            {shown(member.mobile_number) === NA ? NA : formatPhone(member.mobile_number).text}
          </Text>
          {linkedin === NA ? (
            <Text size="sm" c="gray.7">
              LinkedIn: {NA}
            </Text>
          ) : (
            <Text size="sm" component="a" href={linkedin} target="_blank" rel="noreferrer" c="bridge.7">
              LinkedIn profile
            </Text>
          )}
        </Stack>
      </Group>
      <Text size="sm" mt="sm" lineClamp={4}>
        {shown(member.bio)}
      </Text>
      <Group mt="md" gap="xs">
        <Button
          size="xs"
          variant="light"
          onClick={onEdit}
          disabled={disabled}
          aria-label={`Edit ${member.name}`}
        >
          Edit
        </Button>
        <Button
          size="xs"
          variant="light"
          color="red"
          onClick={onDelete}
          disabled={disabled}
          aria-label={`Delete ${member.name}`}
        >
          Delete
        </Button>
      </Group>
    </Card>
  );
}
