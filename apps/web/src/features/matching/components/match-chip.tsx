import type { Match } from '@angelbridge/contracts';
import { Button, Popover } from '@mantine/core';
import { MatchBreakdown } from './match-breakdown';

/** The colour says the band; the text always says the number, so colour is never the only cue. */
const colorOf = (score: number) => (score >= 75 ? 'teal.8' : score >= 45 ? 'yellow.9' : 'gray.7');

/**
 * A match score that opens its breakdown: a real button (keyboard and screen reader), the popover
 * closes on Escape and gives focus back. `className` lets a card lift it above its stretched link.
 */
export function MatchChip({
  match,
  className,
  subject,
}: {
  match: Match;
  className?: string;
  /** Whose thesis, for a founder's list of requests (also tells the rows' buttons apart). */
  subject?: string;
}) {
  return (
    <Popover width={340} position="bottom-start" shadow="md" withArrow trapFocus returnFocus>
      <Popover.Target>
        <Button
          size="compact-xs"
          radius="xl"
          variant="light"
          color={colorOf(match.score)}
          className={className}
          aria-label={`Match ${match.score} out of 100${subject ? ` with ${subject}'s thesis` : ''}: show why`}
        >
          Match {match.score}%
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <MatchBreakdown
          match={match}
          founderView={subject !== undefined}
          title={subject ? `How ${subject}'s thesis matches` : undefined}
        />
      </Popover.Dropdown>
    </Popover>
  );
}
