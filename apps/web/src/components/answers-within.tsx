import { Text, type TextProps } from '@mantine/core';

/** The founder's median time from contact request to decision; nothing until the server has enough decisions. */
export function AnswersWithin({ days, ...props }: { days: number | null } & TextProps) {
  if (days === null) return null;
  return (
    <Text c="gray.7" {...props}>
      Usually answers within {days} {days === 1 ? 'day' : 'days'}
    </Text>
  );
}
