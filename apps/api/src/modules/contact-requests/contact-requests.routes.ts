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
import { type Route, route } from '../../http/contract-router.js';
import type { ContactRequestsService } from './contact-requests.service.js';

const m = messages;

export function contactRequestsRoutes(service: ContactRequestsService): Route[] {
  return [
    route(getTeamContactByInvestorId, async ({ input, caller }) => ({
      team: await service.teamAccess(caller.userId, input.pitch_id),
    })),
    route(addContactRequest, async ({ input, caller }) => {
      const { id, created } = await service.request(caller.userId, input.pitch_id, input.note);
      return {
        contact_id: id,
        message: created ? m.server.contactRequestSent : m.contactRequests.alreadyRequested,
      };
    }),
    route(revokeInvestorPitchContactRequest, async ({ input, caller }) => {
      await service.withdraw(caller.userId, input.pitch_id, input.contact_id);
      return { message: m.server.contactRequestRevoked };
    }),
    route(getContactRequest, async ({ input, caller }) => ({
      contact_data: await service.list(caller, input.get_all ? undefined : input.pitch_id),
    })),
    route(contactRequestAllowOrDeny, async ({ input, caller }) => {
      const row = await service.decide(caller.userId, input);
      return {
        contact_data: row,
        message: input.status === 'allow' ? m.server.contactRequestAllowed : m.server.contactRequestDenied,
      };
    }),
    route(getContactRequestHistory, async ({ input, caller }) => ({
      history: await service.history(caller, input.contact_id),
    })),
    route(unlockTeamContact, async ({ input, caller }) => ({
      message: m.contactRequests.unlocked,
      team: await service.unlock(caller.userId, input.pitch_id),
    })),
  ];
}
