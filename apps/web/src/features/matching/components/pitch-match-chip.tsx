import { Box } from '@mantine/core';
import { usePitchMatches } from '../api/matching-queries';
import { MatchChip } from './match-chip';

/** On a pitch's page: the signed-in investor's match, asked after the page; nothing for anyone else. */
export function PitchMatchChip({ pitchId }: { pitchId: string }) {
  const { matches } = usePitchMatches([pitchId]);
  const match = matches.get(pitchId);
  if (!match) return null;
  return (
    <Box mt="sm">
      <MatchChip match={match} />
    </Box>
  );
}
