import type { Db } from '../../db/client.js';
import type { RateLimitStore } from '../../http/rate-limit-store.js';
import type { JobHandler } from '../../jobs/index.js';
import type { ModuleDeps } from '../module-deps.js';
import { roundForAdmin } from './admin-round.js';
import { ROUND_NOTICE_JOB, roundNoticeJobHandler, roundNotices } from './commitment-notices.js';
import { addHistory } from './commitments.queries.js';
import { commitmentsRoutes } from './commitments.routes.js';
import { commitmentsService } from './commitments.service.js';
import { type CommitmentsContext, noRoundHooks, type RoundHooks, systemToday } from './context.js';
import { COMMITMENT_LAPSE_JOB, lapseJobHandler } from './lapse-job.js';
import { commitmentsForAdmin, exportCommitments, roundsForAdmin, withdrawAllOf } from './people-data.js';
import { readCommitment } from './read-commitment.js';
import { publicRoundProgress } from './reads.js';
import { recordRoundChange } from './round-audit.js';

/**
 * The commitments module's one door (issue 32): investors' commitments with their conditions, the
 * founder's round (decisions, lead, visibility, close), the lapse job, and what other modules read of it:
 * the public progress (discovery), the person's data (account) and the console's views (admin).
 */
export function createCommitments(
  deps: ModuleDeps & { rateLimits: RateLimitStore; roundHooks?: RoundHooks },
) {
  const context = commitmentsContext(deps.db, deps.config.publicUrl, deps.roundHooks);
  const service = commitmentsService(context);
  const jobHandlers: Record<string, JobHandler> = {
    [COMMITMENT_LAPSE_JOB]: lapseJobHandler(context),
    [ROUND_NOTICE_JOB]: roundNoticeJobHandler(context),
  };
  return { routes: commitmentsRoutes(service, deps.rateLimits), service, jobHandlers };
}

/** The module's parts for the calls other modules make (each module builds what it uses, once). */
export function commitmentsContext(
  db: Db,
  publicUrl: string,
  hooks: RoundHooks = noRoundHooks,
): CommitmentsContext {
  return { db, tell: roundNotices({ publicUrl }), today: systemToday, hooks };
}

/** Pure reads and the account hooks, for discovery, account and admin. */
export const commitmentsForOtherModules = {
  publicRoundProgress: (db: Db, pitchId: string, target: number) =>
    publicRoundProgress({ db }, pitchId, target),
  exportCommitments: (db: Db, userId: string) => exportCommitments({ db, today: systemToday }, userId),
  commitmentsForAdmin,
  roundsForAdmin,
  roundForAdmin,
  withdrawAllOf,
  /** One commitment as the contract shapes it (portfolio answers it once marked funded). */
  readCommitment: (db: Db, id: string) => readCommitment({ db, today: systemToday }, id),
  /** The history and audit rows of a change made by another module (portfolio's money received). */
  addHistory,
  recordRoundChange,
};

export type { CommitmentsContext, RoundHooks } from './context.js';
export { COMMITMENT_LAPSE_JOB } from './lapse-job.js';
