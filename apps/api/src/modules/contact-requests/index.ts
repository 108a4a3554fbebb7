import type { ModuleDeps } from '../module-deps.js';
import { contactRequestsRoutes } from './contact-requests.routes.js';
import { contactRequestsService } from './contact-requests.service.js';
import type { RecordPitchEvent } from './request-context.js';

/**
 * The contact-requests module's one door: investors asking for a pitch's contacts, owners deciding;
 * and, for the modules that show contacts or documents, the one rule of who may see them
 * (allowed-contacts.ts) and how soon a founder answers (response-time.queries.ts).
 */
export function createContactRequests(deps: ModuleDeps & { recordPitchEvent: RecordPitchEvent }) {
  const service = contactRequestsService({
    db: deps.db,
    publicUrl: deps.config.publicUrl,
    recordPitchEvent: deps.recordPitchEvent,
  });
  return { routes: contactRequestsRoutes(service), service };
}

export {
  mayInvestorSeeOwnerContacts,
  mayInvestorSeePitchContacts,
  requestAllowedSql,
} from './allowed-contacts.js';
export type { RecordPitchEvent } from './request-context.js';
export { type OutsideStep, recordRequestStep } from './request-steps.js';
export { answersWithinDays } from './response-time.queries.js';
