import {
  messages,
  PROFILE_PITCHES,
  SCOUT_PAGE_SIZE,
  type ScoutedUserDetail,
  type ShownPitchCard,
  type UserType,
} from '@angelbridge/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { Caller } from '../../http/caller.js';
import { answersWithinDays } from '../contact-requests/index.js';
import { loadPitchCards } from '../pitches/index.js';
import type { ScoutedPerson } from './discovery.queries.js';
import { searchWords, toScoutedUser } from './discovery.service.js';
import { contactAccess } from './profile-contact-access.js';
import {
  expertiseOptions,
  investorBounds,
  newestScouted,
  ownerPublicPitchIds,
  peopleQuery,
  type ScoutFilter,
  scoutedProfile,
  searchScouted,
} from './scout.queries.js';

export interface ScoutInput {
  type: 'entrepreneur' | 'investor';
  search_query?: string | undefined;
  expertise: string[];
  investment_min?: number | undefined;
  investment_max?: number | undefined;
  page: number;
}

/** One page (and one extra row, to tell whether another page follows). */
async function scoutPage(db: Db, filter: ScoutFilter, query: string | undefined, page: number) {
  const offset = (page - 1) * SCOUT_PAGE_SIZE;
  const limit = SCOUT_PAGE_SIZE + 1;
  if (query === undefined) return newestScouted(db, filter, offset, limit);
  const words = searchWords(query);
  const tsq = words.length ? await peopleQuery(db, words.join(' ')) : null;
  if (tsq === null) return [] as ScoutedPerson[];
  const name = query.normalize('NFC').trim().toLowerCase().replace(/\s+/g, ' ');
  return searchScouted(db, filter, { tsq, name }, offset, limit);
}

export function scoutService(db: Db) {
  return {
    /** /getScoutInvestor: a page of people of one kind, with the investors' filter options. */
    async scout(input: ScoutInput) {
      const filter: ScoutFilter = {
        type: input.type,
        expertise: [...new Set(input.expertise)],
        min: input.investment_min,
        max: input.investment_max,
      };
      const [people, bounds, expertise] = await Promise.all([
        scoutPage(db, filter, input.search_query, input.page),
        investorBounds(db),
        expertiseOptions(db),
      ]);
      return {
        scout_investor: people.slice(0, SCOUT_PAGE_SIZE).map(toScoutedUser),
        has_more: people.length > SCOUT_PAGE_SIZE,
        filter_data: { expertise },
        investment_min: bounds.min,
        investment_max: bounds.max,
      };
    },

    /**
     * /getScoutInvestorById: a complete profile; e-mail and phone only when contactAccess says so; for an
     * entrepreneur, how soon they answer contact requests, and their visible pitches (§7 investment_data).
     */
    async profile(
      caller: Caller<UserType>,
      id: string,
    ): Promise<{ scout_investor: ScoutedUserDetail; investment_data: ShownPitchCard[] }> {
      const row = await scoutedProfile(db, id);
      if (!row) throw new AppError('NOT_FOUND', messages.server.userNotFound);
      const founder = row.userType === 'entrepreneur';
      const [access, answersWithin, pitchCards] = await Promise.all([
        contactAccess(db, { id: caller.userId, type: caller.userType }, { id: row.id, type: row.userType }),
        founder ? answersWithinDays(db, row.id) : null,
        founder
          ? ownerPublicPitchIds(db, row.id, PROFILE_PITCHES).then((ids) =>
              loadPitchCards(db, ids, caller.userId),
            )
          : [],
      ]);
      return {
        scout_investor: {
          ...toScoutedUser(row),
          email: access.shown ? row.email : null,
          isd_code: access.shown ? row.isdCode : null,
          mobile_number: access.shown ? row.mobileNumber : null,
          contact_access: access,
          answers_within_days: answersWithin,
        },
        investment_data: pitchCards,
      };
    },
  };
}

export type ScoutService = ReturnType<typeof scoutService>;
