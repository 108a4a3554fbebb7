import {
  isPitchTeaser,
  type Match,
  RECOMMENDED_DEFAULT,
  type RecommendedPitch,
} from '@angelbridge/contracts';
import type { Db } from '../../db/client.js';
import { loadPitchCards } from '../pitches/index.js';
import { loadMatchedPitches, loadTheses, recommendedPitches } from './matching.queries.js';
import { scoreMatch, type Thesis, thesisIsEmpty } from './score.js';

export const EMPTY_THESIS_MESSAGE =
  'Your thesis is empty, so every pitch matches equally. Add project types, a ticket range, stages, countries or instruments to your profile to rank pitches for you.';

const noThesis: Thesis = { projectTypes: [], range: null, stages: [], countries: [], instruments: [] };

/** Matches of one investor's thesis against these pitches; pitches not visible are left out. */
export async function matchesFor(db: Db, investorId: string, pitchIds: readonly string[]) {
  const unique = [...new Set(pitchIds)];
  const [theses, matched] = await Promise.all([
    loadTheses(db, [investorId]),
    loadMatchedPitches(db, unique, { viewerId: investorId }),
  ]);
  const thesis = theses.get(investorId) ?? noThesis;
  const result = new Map<string, Match>();
  for (const id of unique) {
    const pitch = matched.get(id);
    if (pitch) result.set(id, scoreMatch(thesis, pitch));
  }
  return result;
}

/**
 * Matches for (investor, pitch) pairs, as a founder's list of requests needs: each investor's thesis
 * read once, in two statements whatever the count. Pitches not visible still match (the owner reads
 * requests for hidden pitches too), so visibility is not checked here: callers pass their own pitches.
 */
export async function matchPairs(db: Db, pairs: readonly { investorId: string; pitchId: string }[]) {
  const theses = await loadTheses(db, [...new Set(pairs.map((p) => p.investorId))]);
  const matched = await loadMatchedPitches(db, [...new Set(pairs.map((p) => p.pitchId))], {
    viewerId: 'owner',
  });
  const key = (investorId: string, pitchId: string) => `${investorId} ${pitchId}`;
  const result = new Map<string, Match>();
  for (const { investorId, pitchId } of pairs) {
    const pitch = matched.get(pitchId);
    if (pitch) result.set(key(investorId, pitchId), scoreMatch(theses.get(investorId) ?? noThesis, pitch));
  }
  return (investorId: string, pitchId: string) => result.get(key(investorId, pitchId)) ?? null;
}

export function matchingService(db: Db) {
  return {
    /** /getRecommendedPitches: ranked in the database, explained by scoreMatch. */
    async recommended(investorId: string, limit = RECOMMENDED_DEFAULT) {
      const thesis = (await loadTheses(db, [investorId])).get(investorId) ?? noThesis;
      const ranked = await recommendedPitches(db, thesis, investorId, limit);
      const matched = new Map(ranked.map((row) => [row.id, row.pitch]));
      // recommendedPitches ranks only pitches whose terms the investor may see, so no card is a teaser
      const cards = await loadPitchCards(
        db,
        ranked.map((row) => row.id),
        investorId,
      );
      const pitch_data: RecommendedPitch[] = cards.flatMap((card) => {
        const pitch = matched.get(card._id);
        return pitch && !isPitchTeaser(card) ? [{ ...card, match: scoreMatch(thesis, pitch) }] : [];
      });
      const empty = thesisIsEmpty(thesis);
      return { pitch_data, thesis_empty: empty, thesis_note: empty ? EMPTY_THESIS_MESSAGE : null };
    },

    /** /getPitchMatches: the caller's match for each visible pitch asked about. */
    async pitchMatches(investorId: string, pitchIds: readonly string[]) {
      const matches = await matchesFor(db, investorId, pitchIds);
      return { matches: [...matches].map(([pitch_id, match]) => ({ pitch_id, match })) };
    },
  };
}

export type MatchingService = ReturnType<typeof matchingService>;
