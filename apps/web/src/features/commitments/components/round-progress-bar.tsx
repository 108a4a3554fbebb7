import { formatCommitmentAmount as money, type RoundProgress } from '@angelbridge/contracts';
import { Paper, Progress, Text, Title } from '@mantine/core';

/**
 * The round's progress as its founder chose to show it (round_progress): guests see it too, so it is in
 * the pitch page's server-rendered HTML and holds nothing personal.
 */
export function RoundProgressBar({
  progress,
  title = 'Round progress',
}: {
  progress: RoundProgress;
  title?: string;
}) {
  const percent = Math.min(100, Math.max(0, progress.percent));
  const investors = progress.investors === 1 ? '1 investor' : `${progress.investors} investors`;
  const words = `${money(progress.accepted_total)} of ${money(progress.target)} committed (${progress.percent}%)`;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="round-progress-title">
      <Title order={2} size="h4" id="round-progress-title" mb="xs">
        {title}
      </Title>
      <Progress value={percent} size="lg" radius="xl" aria-label={words} color="teal.8" />
      <Text mt="xs" fw={600} data-testid="round-progress-words">
        {words}
      </Text>
      <Text size="sm" c="gray.7">
        {investors}
        {progress.lead_name ? ` · Lead investor: ${progress.lead_name}` : ''}
      </Text>
    </Paper>
  );
}
