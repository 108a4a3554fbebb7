import type { Db } from '../../db/client.js';
import type { OnAccessChange } from './access-change.js';
import { requestContacts, withdrawRequest } from './ask-for-contacts.js';
import { contactNotices } from './contact-request-notices.js';
import { type Decision, decideRequest } from './decide-request.js';
import { listContactRequests, requestSteps } from './read-requests.js';
import type { RecordPitchEvent, RequestContext, Viewer } from './request-context.js';
import { teamAccess, unlockTeamContacts } from './team-contacts.js';

export interface ContactRequestsDeps {
  db: Db;
  /** Absolute base of the web app, for links in e-mails. */
  publicUrl: string;
  recordPitchEvent: RecordPitchEvent;
  onAccessChange: OnAccessChange;
}

/** The contact-request use cases, each in its own file, bound to the module's parts. */
export function contactRequestsService(deps: ContactRequestsDeps) {
  const { db, publicUrl, recordPitchEvent, onAccessChange } = deps;
  const context: RequestContext = {
    db,
    notices: contactNotices({ publicUrl }),
    recordPitchEvent,
    onAccessChange,
  };
  return {
    teamAccess: (investorId: string, pitchId: string) => teamAccess(context, investorId, pitchId),
    request: (investorId: string, pitchId: string, note: string | undefined) =>
      requestContacts(context, investorId, pitchId, note ?? null),
    withdraw: (investorId: string, pitchId: string, contactId: string) =>
      withdrawRequest(context, investorId, pitchId, contactId),
    list: (viewer: Viewer, pitchId: string | undefined) => listContactRequests(context, viewer, pitchId),
    decide: (ownerId: string, input: Decision) => decideRequest(context, ownerId, input),
    history: (viewer: Viewer, contactId: string) => requestSteps(context, viewer, contactId),
    unlock: (investorId: string, pitchId: string) => unlockTeamContacts(context, investorId, pitchId),
  };
}

export type ContactRequestsService = ReturnType<typeof contactRequestsService>;
