import { INVESTMENTS_PER_TYPE, messages, type ShownPitch, SIMILAR_PITCHES } from '@angelbridge/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { commitmentsForOtherModules } from '../commitments/index.js';
import { answersWithinDays } from '../contact-requests/index.js';
import { publishedFaq } from '../conversations/index.js';
import { loadPitches, toPublicPitch } from '../pitches/index.js';
import { searchWords } from './discovery.service.js';
import {
  type AmountRange,
  type ListedPitch,
  type ListingFilter,
  listingOptions,
  newestOfTypes,
  newestPerType,
  pitchQuery,
  searchPerType,
  similarPitches,
  visiblePitchKey,
} from './investment.queries.js';

export interface ListingInput {
  expertise: string[];
  search_query?: string | undefined;
  investment_range?: AmountRange | undefined;
  stage?: string[];
  country?: string[];
}

export interface InvestmentGroup {
  _id: string;
  title: string;
  investments: ShownPitch[];
}

/** The ids the listing shows: by text when there is searchable text, else newest per type. */
async function listedIds(db: Db, filter: ListingFilter, query: string | undefined): Promise<ListedPitch[]> {
  if (query === undefined) return newestPerType(db, filter, INVESTMENTS_PER_TYPE);
  const words = searchWords(query);
  // nothing searchable in it (only punctuation, say): nothing matches
  const tsq = words.length ? await pitchQuery(db, words.join(' ')) : null;
  if (tsq === null) return [];
  const name = query.normalize('NFC').trim().toLowerCase().replace(/\s+/g, ' ');
  return searchPerType(db, filter, { tsq, name }, INVESTMENTS_PER_TYPE);
}

function groupInOrder(listed: ListedPitch[], byId: Map<string, ShownPitch>) {
  const groups: InvestmentGroup[] = [];
  for (const { typeId, typeTitle, pitchId } of listed) {
    const pitch = byId.get(pitchId);
    if (!pitch) continue;
    let group = groups.at(-1);
    if (group?._id !== typeId) {
      group = { _id: typeId, title: typeTitle, investments: [] };
      groups.push(group);
    }
    group.investments.push(pitch);
  }
  return groups;
}

export function investmentService(db: Db) {
  return {
    /** /getInvestmentPageData: sections per project type, similar pitches, and the filter's options. */
    async listing(input: ListingInput, viewerId: string | null) {
      const filter: ListingFilter = {
        viewerId,
        typeIds: [...new Set(input.expertise)],
        range: input.investment_range,
        stages: [...new Set(input.stage ?? [])],
        countryIds: [...new Set(input.country ?? [])],
      };
      const filtered =
        filter.typeIds.length > 0 ||
        filter.range !== undefined ||
        !!input.search_query ||
        !!filter.stages?.length ||
        !!filter.countryIds?.length;
      const [listed, options] = await Promise.all([
        listedIds(db, filter, input.search_query),
        listingOptions(db),
      ]);
      const listedIdsInOrder = listed.map((l) => l.pitchId);
      // what the filters left out, near what was asked: the chosen types, else those of the matches
      const similarTypes = filter.typeIds.length ? filter.typeIds : [...new Set(listed.map((l) => l.typeId))];
      const similarIds = filtered
        ? await newestOfTypes(db, similarTypes, listedIdsInOrder, SIMILAR_PITCHES)
        : [];
      const loaded = await loadPitches(db, [...listedIdsInOrder, ...similarIds], toPublicPitch, viewerId);
      const byId = new Map(loaded.map((p) => [p._id, p]));
      return {
        investment_data: groupInOrder(listed, byId),
        similar_pitch: similarIds.flatMap((id) => byId.get(id) ?? []),
        lowest_min_per_investor: options.lowest,
        highest_min_per_investor: options.highest,
        filter_data: { expertise: options.types },
      };
    },

    /**
     * /getInvestmentPageDataById: one visible pitch, those like it, and how soon its founder answers;
     * anything else is not found.
     */
    async detail(id: string, viewerId: string | null) {
      const key = await visiblePitchKey(db, id, viewerId);
      if (!key) throw new AppError('NOT_FOUND', messages.server.pitchNotFound);
      // a private round's teaser (issue 32): no FAQ, no progress, and similar pitches not ranked by its
      // hidden target
      const [similarIds, answersWithin, faq, roundProgress] = await Promise.all([
        key.termsVisible
          ? similarPitches(db, id, key, SIMILAR_PITCHES, viewerId)
          : newestOfTypes(db, key.typeId ? [key.typeId] : [], [id], SIMILAR_PITCHES),
        answersWithinDays(db, key.ownerId),
        key.termsVisible ? publishedFaq(db, id) : [],
        // issue 32: only while the founder shows it (absent otherwise); the same for every caller who may
        // see the terms
        key.termsVisible ? commitmentsForOtherModules.publicRoundProgress(db, id, key.target) : null,
      ]);
      const loaded = await loadPitches(db, [id, ...similarIds], toPublicPitch, viewerId);
      const [pitch, ...similar] = loaded;
      // deleted between the two reads
      if (pitch?._id !== id) throw new AppError('NOT_FOUND', messages.server.pitchNotFound);
      const investment_data = roundProgress ? { ...pitch, round_progress: roundProgress } : pitch;
      return { investment_data, similar_pitch: similar, answers_within_days: answersWithin, faq };
    },
  };
}

export type InvestmentService = ReturnType<typeof investmentService>;
