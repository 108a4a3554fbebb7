import { type Milestone, messages } from '@angelbridge/contracts';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

/** §2: target dates read yyyy-MM-dd, or 'Invalid date'. */
export function formatTargetDate(value: string): string {
  const date = dayjs(value, 'YYYY-MM-DD', true);
  return date.isValid() ? date.format('YYYY-MM-DD') : 'Invalid date';
}

interface MilestoneListProps {
  milestones: readonly Milestone[];
  onEdit: (milestone: Milestone) => void;
  onDelete: (milestone: Milestone) => void;
  disabled: boolean;
}

export function MilestoneList({ milestones, onEdit, onDelete, disabled }: MilestoneListProps) {
  if (milestones.length === 0) return <Text c="gray.7">{messages.empty.milestones}</Text>;
  return (
    <Stack component="ol" gap="xs" p={0} style={{ listStyle: 'none' }} aria-label="Milestones">
      {milestones.map((milestone) => (
        <Paper key={milestone._id} withBorder radius="md" p="md" component="li">
          <Group justify="space-between" align="flex-start" gap="sm">
            <Stack gap={2} style={{ flex: 1, minWidth: 200 }}>
              <Text fw={700}>{milestone.milestone_name}</Text>
              <Text size="sm" c="gray.7">
                Target date: {formatTargetDate(milestone.target_date)}
              </Text>
              <Text size="sm">{milestone.description}</Text>
            </Stack>
            <Group gap="xs">
              <Button
                size="xs"
                variant="light"
                onClick={() => onEdit(milestone)}
                disabled={disabled}
                aria-label={`Edit ${milestone.milestone_name}`}
              >
                Edit
              </Button>
              <Button
                size="xs"
                variant="light"
                color="red"
                onClick={() => onDelete(milestone)}
                disabled={disabled}
                aria-label={`Delete ${milestone.milestone_name}`}
              >
                Delete
              </Button>
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
