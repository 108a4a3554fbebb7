import {
  FUND_RAISE_LIST_SIZE,
  type FundRaisePitchCard,
  isPitchTeaser,
  type PublicPitchCard,
  type ScoutedUser,
  SEARCH_PITCHES,
  type SearchResult,
  type ShownPitchCard,
} from '@angelbridge/contracts';
import type { Db } from '../../db/client.js';
import { loadPitchCards } from '../pitches/index.js';
import { featuredPeople, type PersonHit, type ScoutedPerson, searchPeople } from './discovery.queries.js';
import { featuredPitchIds } from './featured-pitches.queries.js';
import { searchPitchIds } from './pitch-search.queries.js';

export const SEARCH_LIMIT = 20;
/** Words beyond this add nothing but cost to a people search. */
const MAX_SEARCH_WORDS = 8;

/**
 * Letters and digits only, lower-cased, Unicode-normalized: safe to hand to the full-text parser and
 * comparable with the stored names ('Gagné' typed decomposed still matches).
 */
export function searchWords(query: string): string[] {
  return query
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_SEARCH_WORDS);
}

const toSearchResult = (hit: PersonHit): SearchResult => ({
  _id: hit.id,
  user_type: hit.userType,
  first_name: hit.firstName,
  last_name: hit.lastName,
  photo: hit.photo,
  country_id: hit.countryName === null ? null : { name: hit.countryName },
  expertise: hit.expertise,
  bio: hit.bio ?? '',
  linkedin_profile: hit.linkedinProfile ?? '',
  company_or_organization: hit.company ?? '',
});

/** The scout card of a person; e-mail and phone are not even read. */
export const toScoutedUser = (p: ScoutedPerson): ScoutedUser => ({
  _id: p.id,
  type: p.userType,
  photo: p.photo,
  first_name: p.firstName,
  last_name: p.lastName,
  country_id: p.countryName === null ? null : { name: p.countryName },
  investment_range:
    p.userType === 'investor' && p.investmentMin !== null && p.investmentMax !== null
      ? { min: p.investmentMin, max: p.investmentMax }
      : null,
  intermediate_project_type: p.desiredProjects.map((t) => t.title),
  professional_experience:
    p.userType === 'entrepreneur' ? { years: p.experienceYears ?? 0, months: p.experienceMonths ?? 0 } : null,
  linkedin_profile: p.linkedinProfile ?? '',
  bio: p.bio ?? '',
  company_or_organization: p.company ?? '',
  expertise: p.expertise,
  skills: p.skills,
  years_on_angelbridge: Math.max(0, p.yearsOnAngelbridge),
});

/** The funding page's card: the pitch card, with the names the old page reads it by. */
const toFundRaiseCard = (card: PublicPitchCard): FundRaisePitchCard => ({
  ...card,
  title: card.name_of_pitch,
  description: card.short_summary,
  feat: card.highlight,
});

export function discoveryService(db: Db) {
  return {
    /** /globalSearch: people (`results`, as the spec reads it) and, beside them, visible pitches. */
    async globalSearch(
      query: string,
      viewerId: string | null,
    ): Promise<{ results: SearchResult[]; pitches: ShownPitchCard[] }> {
      const words = searchWords(query);
      // nothing searchable in it (only punctuation, say): nothing matches
      if (words.length === 0) return { results: [], pitches: [] };
      const search = {
        words: words.join(' '),
        name: query.normalize('NFC').trim().toLowerCase().replace(/\s+/g, ' '),
      };
      const [hits, pitchIds] = await Promise.all([
        searchPeople(db, search, SEARCH_LIMIT),
        searchPitchIds(db, search, SEARCH_PITCHES),
      ]);
      return { results: hits.map(toSearchResult), pitches: await loadPitchCards(db, pitchIds, viewerId) };
    },

    async fundRaiseData() {
      const [investors, pitchCards, entrepreneurs] = await Promise.all([
        featuredPeople(db, 'investor', FUND_RAISE_LIST_SIZE),
        // featuredPitchIds leaves private rounds out (a public showcase), so every card is a full one
        featuredPitchIds(db, FUND_RAISE_LIST_SIZE)
          .then((ids) => loadPitchCards(db, ids, null))
          .then((cards) => cards.filter((card): card is PublicPitchCard => !isPitchTeaser(card))),
        featuredPeople(db, 'entrepreneur', FUND_RAISE_LIST_SIZE),
      ]);
      return {
        investor_data: investors.map(toScoutedUser),
        pitch_data: pitchCards.map(toFundRaiseCard),
        scout_data: entrepreneurs.map(toScoutedUser),
      };
    },
  };
}

export type DiscoveryService = ReturnType<typeof discoveryService>;
