import { messages, type TeamContactAccess } from '@angelbridge/contracts';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../http/app-error.js';
import { mayInvestorSeePitchContacts } from './allowed-contacts.js';
import { toAccess } from './contact-request-view.js';
import { addEvent, findRequestOf, teamContacts, unlockedSince } from './contact-requests.queries.js';
import { type RequestContext, visiblePitch } from './request-context.js';
import { recordExpiries } from './request-expiry.js';

/** Where the investor's request for a pitch stands, with the team's contacts only when allowed-contacts.ts agrees. */
export async function teamAccess(
  context: RequestContext,
  investorId: string,
  pitchId: string,
): Promise<TeamContactAccess> {
  const { db } = context;
  await visiblePitch(db, pitchId);
  const request = await findRequestOf(db, investorId, pitchId);
  if (request) await recordExpiries(context, { contactId: request.id });
  const access = toAccess(request);
  if (!(await mayInvestorSeePitchContacts(db, investorId, pitchId))) return { ...access, is_allowed: false };
  const team = await teamContacts(db, pitchId);
  return {
    ...access,
    team_data: team.map((member) => ({
      name: member.name,
      position: member.position,
      email: member.email,
      mobile_number: member.mobileNumber,
      linkedin_profile: member.linkedinProfile ?? '',
      photo: member.photo,
    })),
  };
}

/** 'Unlock Contact Info': the contacts, and the unlock written once per allowance for the founder's insights. */
export async function unlockTeamContacts(
  context: RequestContext,
  investorId: string,
  pitchId: string,
): Promise<TeamContactAccess> {
  const access = await teamAccess(context, investorId, pitchId);
  const contactId = access.contact_id;
  if (!access.is_allowed || !contactId) {
    throw new AppError('FORBIDDEN', messages.contactRequests.notAllowed);
  }
  const { db, recordPitchEvent } = context;
  const request = await findRequestOf(db, investorId, pitchId);
  if (await unlockedSince(db, contactId, request?.decidedAt ?? new Date(0))) return access;
  await inTransaction(db, async (tx) => {
    await addEvent(tx, { contactRequestId: contactId, kind: 'contacts_unlocked', actorId: investorId });
    await recordPitchEvent(tx, { pitchId, kind: 'contact_unlock', viewerId: investorId, visitorId: null });
  });
  return access;
}
