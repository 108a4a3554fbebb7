import { CONDITION_LABELS, type Commitment } from '@angelbridge/contracts';
import { List, Text, VisuallyHidden } from '@mantine/core';

/**
 * Each condition the investor set with the server's explanation ('No lead confirmed yet ✗'). The ✓ and ✗
 * are in the server's words; a screen reader also hears "met" or "not met" before them.
 */
export function ConditionList({ commitment }: { commitment: Pick<Commitment, 'condition_status'> }) {
  if (commitment.condition_status.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No conditions
      </Text>
    );
  return (
    <List size="sm" spacing={2} listStyleType="none" ml={0} pl={0}>
      {commitment.condition_status.map((condition) => (
        <List.Item key={condition.name}>
          <Text span size="sm" fw={600}>
            {CONDITION_LABELS[condition.name]}:
          </Text>{' '}
          <VisuallyHidden>{condition.met ? 'met. ' : 'not met. '}</VisuallyHidden>
          <Text
            span
            size="sm"
            c={condition.met ? undefined : 'light-dark(#9b1c1c, var(--mantine-color-red-3))'}
          >
            {condition.detail}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
