import {
  addContactRequest,
  contactRequestAllowOrDeny,
  getContactRequest,
  getContactRequestHistory,
  getTeamContactByInvestorId,
  messages,
  revokeInvestorPitchContactRequest,
  unlockTeamContact,
} from '@angelbridge/contracts';
import type { ModuleDeps } from '../../app.js';
import { AppError } from '../../http/app-error.js';
import type { Caller } from '../../http/caller.js';
import { type Route, route } from '../../http/contract-router.js';
import { contactRequestsService } from './contact-requests.service.js';

const m = messages;

/** The contract router has checked the role already; this only narrows the type. */
function signedIn(caller: Caller | null): Caller {
  if (!caller) throw new AppError('UNAUTHORIZED', m.server.unauthorized);
  return caller;
}

export function contactRequestsRoutes(deps: ModuleDeps): Route[] {
  const service = contactRequestsService({
    db: deps.db,
    publicUrl: deps.config.publicUrl,
  });
  return [
    route(getTeamContactByInvestorId, async ({ input, caller }) => ({
      team: await service.teamAccess(signedIn(caller).userId, input.pitch_id),
    })),
    route(addContactRequest, async ({ input, caller }) => {
      const { id, created } = await service.request(signedIn(caller).userId, input.pitch_id, input.note);
      return {
        contact_id: id,
        message: created ? m.server.contactRequestSent : m.contactRequests.alreadyRequested,
      };
    }),
    route(revokeInvestorPitchContactRequest, async ({ input, caller }) => {
      await service.withdraw(signedIn(caller).userId, input.pitch_id, input.contact_id);
      return { message: m.server.contactRequestRevoked };
    }),
    route(getContactRequest, async ({ input, caller }) => ({
      contact_data: await service.list(signedIn(caller), input.get_all ? undefined : input.pitch_id),
    })),
    route(contactRequestAllowOrDeny, async ({ input, caller }) => {
      const row = await service.decide(signedIn(caller).userId, input);
      return {
        contact_data: row,
        message: input.status === 'allow' ? m.server.contactRequestAllowed : m.server.contactRequestDenied,
      };
    }),
    route(getContactRequestHistory, async ({ input, caller }) => ({
      history: await service.history(signedIn(caller), input.contact_id),
    })),
    route(unlockTeamContact, async ({ input, caller }) => ({
      message: m.contactRequests.unlocked,
      team: await service.unlock(signedIn(caller).userId, input.pitch_id),
    })),
  ];
}
