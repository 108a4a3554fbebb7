import {
  type FollowedPitch,
  followTexts,
  type ParsedRequestOf,
  type SavedSearch,
  type saveSearch,
} from '@angelbridge/contracts';
import type { Db } from '../../db/client.js';
import { inTransaction, isUniqueViolation } from '../../db/transaction.js';
import { AppError } from '../../http/app-error.js';
import { loadPitchCards } from '../pitches/index.js';
import * as follows from './follows.queries.js';
import * as searches from './saved-searches.queries.js';

/** Follows and saved searches: the rules of each call (modules/follows/follows.routes.ts wires them). */
export function followsService({ db }: { db: Db }) {
  return {
    /** Follows or unfollows; following needs a pitch anyone may see that is not the caller's own. */
    async follow(investorId: string, pitchId: string, value: boolean) {
      if (!value) {
        await follows.removeFollow(db, investorId, pitchId);
        return { following: false, followers: await follows.followerCount(db, pitchId) };
      }
      const owner = await follows.visiblePitchOwner(db, pitchId);
      if (!owner) throw new AppError('NOT_FOUND', followTexts.pitchNotFound);
      if (owner === investorId) throw new AppError('BAD_REQUEST', followTexts.ownPitch);
      const outcome = await follows.addFollow(db, investorId, pitchId);
      if (outcome === 'full') {
        throw new AppError('BAD_REQUEST', followTexts.tooManyFollows, {
          errors: { pitch_id: followTexts.tooManyFollows },
        });
      }
      return { following: true, followers: await follows.followerCount(db, pitchId) };
    },

    async followed(investorId: string): Promise<FollowedPitch[]> {
      const rows = await follows.followedPitches(db, investorId);
      const cards = await loadPitchCards(
        db,
        rows.map((r) => r.pitch_id),
        investorId,
      );
      const since = new Map(rows.map((r) => [r.pitch_id, new Date(r.followed_at).toISOString()]));
      return cards.flatMap((card) => {
        const at = since.get(card._id);
        return at ? [{ ...card, followed_at: at }] : [];
      });
    },

    async save(ownerId: string, input: ParsedRequestOf<typeof saveSearch>): Promise<SavedSearch> {
      const filters = searches.storedFilters(input.filters);
      if ((await searches.existingTypeCount(db, filters.expertise)) !== filters.expertise.length) {
        throw new AppError('BAD_REQUEST', followTexts.unknownType, {
          errors: { filters: followTexts.unknownType },
        });
      }
      try {
        const saved = await inTransaction(db, (tx) =>
          searches.insertSavedSearch(tx, ownerId, { name: input.name, filters, alert: input.alert }),
        );
        if (!saved) {
          throw new AppError('BAD_REQUEST', followTexts.tooManySearches, {
            errors: { name: followTexts.tooManySearches },
          });
        }
        return saved;
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new AppError('BAD_REQUEST', followTexts.nameTaken, {
            errors: { name: followTexts.nameTaken },
          });
        }
        throw error;
      }
    },

    list: (ownerId: string) => searches.listSavedSearches(db, ownerId),

    async remove(ownerId: string, id: string): Promise<void> {
      if (!(await searches.deleteSavedSearchRow(db, ownerId, id))) {
        throw new AppError('NOT_FOUND', followTexts.searchNotFound);
      }
    },
  };
}

export type FollowsService = ReturnType<typeof followsService>;
