import type { Match } from '@angelbridge/contracts';
import { createContext, type ReactNode, useContext } from 'react';
import { usePitchMatches } from '../api/matching-queries';

const PitchMatches = createContext<ReadonlyMap<string, Match>>(new Map());

/**
 * Asks once for the signed-in investor's match of every pitch a page shows, after the public data, and
 * hands each card its own. For guests and founders nothing is asked and cards show no match.
 */
export function PitchMatchesProvider({
  pitchIds,
  children,
}: {
  pitchIds: readonly string[];
  children: ReactNode;
}) {
  const { matches } = usePitchMatches(pitchIds);
  return <PitchMatches.Provider value={matches}>{children}</PitchMatches.Provider>;
}

/** For lists whose matches came with them (/getRecommendedPitches). */
export const PitchMatchesContextValue = PitchMatches.Provider;

export const usePitchMatch = (pitchId: string): Match | undefined => useContext(PitchMatches).get(pitchId);
