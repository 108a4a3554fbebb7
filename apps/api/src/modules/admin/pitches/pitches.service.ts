import {
  ADMIN_ROUND_COMMITMENTS_SHOWN,
  adminPitchTexts,
  FEATURED_PITCHES_MAX,
  MODERATION_PAGE_SIZE,
} from '@angelbridge/contracts';
import type { Db } from '../../../db/client.js';
import { inTransaction } from '../../../db/transaction.js';
import { AppError } from '../../../http/app-error.js';
import { commitmentsForOtherModules } from '../../commitments/index.js';
import type { ModerationActor } from '../moderation-calls.js';
import { featurePitchIn, restorePitchIn, unpublishPitchIn } from './pitch-moderation.js';
import { featuredCount, findPitchRow, listPitches, type PitchFilter } from './pitches.queries.js';

/**
 * The Pitches section: the list with the featured count, and unpublish/restore/feature, each in a
 * transaction of its own (a report's resolution uses `unpublishPitchIn` inside its own instead).
 */
export function pitchesService(db: Db, publicUrl: string) {
  return {
    async list(filter: PitchFilter & { page: number }) {
      const [{ pitches, total }, featured] = await Promise.all([
        listPitches(db, filter, filter.page, MODERATION_PAGE_SIZE),
        featuredCount(db),
      ]);
      // each listed pitch's round beside it (issue 32), read for the page in one query
      const rounds = await commitmentsForOtherModules.roundsForAdmin(
        db,
        pitches.map((p) => p._id),
      );
      return {
        pitches: pitches.map((p) => {
          const round = rounds.get(p._id);
          return round ? { ...p, round } : p;
        }),
        total,
        page: filter.page,
        page_size: MODERATION_PAGE_SIZE,
        featured_count: featured,
        featured_max: FEATURED_PITCHES_MAX,
      };
    },
    /** One pitch as the list shows it, with its round in full; 404 when it is gone. */
    async detail(pitchId: string) {
      const [pitch, round, summary] = await Promise.all([
        findPitchRow(db, pitchId),
        commitmentsForOtherModules.roundForAdmin(db, pitchId, ADMIN_ROUND_COMMITMENTS_SHOWN),
        commitmentsForOtherModules.roundsForAdmin(db, [pitchId]),
      ]);
      if (!pitch || !round) throw new AppError('NOT_FOUND', adminPitchTexts.pitchNotFound);
      const listed = summary.get(pitchId);
      return { pitch: listed ? { ...pitch, round: listed } : pitch, round };
    },
    unpublish: (actor: ModerationActor, input: { pitchId: string; reason: string }) =>
      inTransaction(db, (tx) => unpublishPitchIn(tx, actor, input, publicUrl)),
    restore: (actor: ModerationActor, pitchId: string) =>
      inTransaction(db, (tx) => restorePitchIn(tx, actor, pitchId)),
    async feature(actor: ModerationActor, pitchId: string, value: boolean) {
      const result = await inTransaction(db, (tx) => featurePitchIn(tx, actor, pitchId, value));
      return { ...result, featured_max: FEATURED_PITCHES_MAX };
    },
  };
}

export type PitchesService = ReturnType<typeof pitchesService>;
