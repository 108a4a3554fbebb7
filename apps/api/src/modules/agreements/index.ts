import type { Db } from '../../db/client.js';
import type { RateLimitStore } from '../../http/rate-limit-store.js';
import type { JobHandler } from '../../jobs/index.js';
import type { ModuleDeps } from '../module-deps.js';
import { agreementLinkServer, agreementLinks } from './agreement-links.js';
import { agreementNotices } from './agreement-notices.js';
import { agreementsRoutes } from './agreements.routes.js';
import { agreementsService } from './agreements.service.js';
import { AGREEMENT_COMPLETION_JOB, agreementCompletionJob } from './completion.js';
import type { Actor, AgreementsContext } from './context.js';
import { AGREEMENT_CREATION_JOB, agreementCreationJob, enqueueAgreementCreation } from './creation.js';
import { isAgreementFileUrl } from './documents.js';
import { beforeRoundReopens } from './void-remind.js';

/**
 * The agreements module's one door (issue 33): the round's terms, one agreement per closing commitment
 * (made by a queued job), signing in order, completion with a signature certificate, voiding, reminders
 * and public verification. What others use of it:
 * - `roundHooks`: commitments' closeRound and reopenRound call them in their transactions (compose.ts
 *   passes them, so commitments imports nothing of this module);
 * - `linkServer` (mounted before the API key) and `isAgreementFileUrl` (/uploads never serves these PDFs);
 * - `service.documentUrl(documentId, viewerId)`: a signed link to a stored PDF (the portfolio's links).
 */
export function createAgreements(deps: ModuleDeps & { rateLimits: RateLimitStore }) {
  const links = agreementLinks(deps.config.jwtSecret);
  const context: AgreementsContext = {
    db: deps.db,
    storage: deps.storage,
    links,
    sessions: deps.sessions,
    publicUrl: deps.config.publicUrl,
    tell: agreementNotices({ publicUrl: deps.config.publicUrl }),
  };
  const service = agreementsService(context);
  const jobHandlers: Record<string, JobHandler> = {
    [AGREEMENT_CREATION_JOB]: agreementCreationJob(context),
    [AGREEMENT_COMPLETION_JOB]: agreementCompletionJob(context),
  };
  return {
    routes: agreementsRoutes(service, deps.rateLimits, links, deps.sessions),
    service,
    jobHandlers,
    linkServer: agreementLinkServer(deps.db, links, deps.sessions, deps.storage),
    isAgreementFileUrl: (url: string) => isAgreementFileUrl(deps.db, url),
    roundHooks: {
      /** After a round closes (its row locked, closed_at set): queue the agreements when terms exist. */
      afterClose: (tx: Db, pitchId: string, actor: Actor) =>
        enqueueAgreementCreation(tx, pitchId, actor.userId),
      /** Before a round reopens: 409 once anything is signed; else the awaiting agreements are voided. */
      beforeReopen: (tx: Db, pitchId: string, actor: Actor) =>
        beforeRoundReopens(context, tx, pitchId, actor),
    },
  };
}

export { AGREEMENT_COMPLETION_JOB } from './completion.js';
export { AGREEMENT_CREATION_JOB } from './creation.js';
