import { CRITERION_LABELS, type Match } from '@angelbridge/contracts';
import { List, Text, ThemeIcon } from '@mantine/core';

/**
 * Why a pitch matches (issue 22): each named criterion, met or not, with its detail and points; the
 * score is their sum, and the list says so, so nothing about the ranking is secret.
 */
export function MatchBreakdown({
  match,
  title = 'Why this match',
  founderView = false,
}: {
  match: Match;
  title?: string;
  /** A founder reads an investor's thesis: "you" in the details is the investor. */
  founderView?: boolean;
}) {
  return (
    <div>
      <Text fw={700} size="sm">
        {title}: {match.score} / 100
      </Text>
      <List spacing={6} size="sm" mt="xs" center aria-label="Match criteria">
        {match.criteria.map((criterion) => (
          <List.Item
            key={criterion.name}
            icon={
              <ThemeIcon size={20} radius="xl" color={criterion.met ? 'teal.8' : 'gray.6'} aria-hidden="true">
                {criterion.met ? '✓' : '✗'}
              </ThemeIcon>
            }
          >
            <Text span size="sm">
              <Text span fw={600}>
                {CRITERION_LABELS[criterion.name]}
              </Text>{' '}
              <Text span c="gray.7" size="sm">
                ({criterion.met ? `met, +${criterion.points}` : 'not met, +0'})
              </Text>
              : {criterion.detail}
            </Text>
          </List.Item>
        ))}
      </List>
      <Text size="xs" c="gray.7" mt="xs">
        {founderView
          ? 'The score is the sum of the points of the criteria met; "you" is the investor and their thesis.'
          : 'The score is the sum of the points of the criteria met, from your investor thesis.'}
      </Text>
    </div>
  );
}
