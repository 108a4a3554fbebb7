import type { ModuleDeps } from '../module-deps.js';
import type { OnAccessChange } from './access-change.js';
import { contactRequestsRoutes } from './contact-requests.routes.js';
import { contactRequestsService } from './contact-requests.service.js';
import { ACCESS_EXPIRY_JOB, expiryJobHandler } from './expiry-job.js';
import type { RecordPitchEvent } from './request-context.js';

/**
 * The contact-requests module's one door: investors asking for a pitch's contacts, owners deciding;
 * and, for the modules that show contacts or documents, the one rule of who may see them
 * (allowed-contacts.ts) and how soon a founder answers (response-time.queries.ts).
 */
export function createContactRequests(
  deps: ModuleDeps & { recordPitchEvent: RecordPitchEvent; onAccessChange: OnAccessChange },
) {
  const service = contactRequestsService({
    db: deps.db,
    publicUrl: deps.config.publicUrl,
    recordPitchEvent: deps.recordPitchEvent,
    onAccessChange: deps.onAccessChange,
  });
  const jobHandlers = {
    [ACCESS_EXPIRY_JOB]: expiryJobHandler({ db: deps.db, onAccessChange: deps.onAccessChange }),
  };
  return { routes: contactRequestsRoutes(service), service, jobHandlers };
}

export type { AccessChange, OnAccessChange } from './access-change.js';
export {
  joinedRequestAllowedSql,
  mayInvestorSeeOwnerContacts,
  mayInvestorSeePitchContacts,
  requestAllowedSql,
} from './allowed-contacts.js';
export type { RecordPitchEvent } from './request-context.js';
export { type OutsideStep, recordRequestStep } from './request-steps.js';
export { answersWithinDays } from './response-time.queries.js';
