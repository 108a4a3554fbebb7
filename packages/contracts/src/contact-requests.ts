import { z } from 'zod';
import { booleanField, endpoint, idSchema, ok, okOnly, optionalId } from './http.js';
import { messages } from './messages.js';

const m = messages;

/** As stored; the web shows 'allow' as allowed, 'deny' as denied and 'pending' as needing action. */
export const CONTACT_STATUSES = ['allow', 'deny', 'pending'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
export const CONTACT_DECISIONS = ['allow', 'deny'] as const;
export const CONTACT_REQUEST_PAGE_SIZE = 10;

/** One investor's request for one pitch, as its owner sees it. */
export const contactRequestRow = z.object({
  contact_id: z.uuid(),
  pitch_id: z.uuid(),
  investor_id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  name_of_pitch: z.string(),
  /** The investor's e-mail. */
  email: z.string(),
  status: z.enum(CONTACT_STATUSES),
  created_at: z.iso.datetime({ offset: true }),
});
export type ContactRequestRow = z.infer<typeof contactRequestRow>;

/** A team member's contact card, given only to an investor whose request the owner allowed. */
export const teamContact = z.object({
  name: z.string(),
  position: z.string(),
  email: z.string(),
  mobile_number: z.string(),
  linkedin_profile: z.string(),
  photo: z.string().nullable(),
});
export type TeamContact = z.infer<typeof teamContact>;

export const teamContactAccess = z.object({
  /** The investor has a request for this pitch (whatever its status). */
  permission_send: z.boolean(),
  /** The owner allowed it. */
  is_allowed: z.boolean(),
  /** The request's id, for revoking it; null without a request. */
  contact_id: z.uuid().nullable(),
  /** Empty unless is_allowed. */
  team_data: z.array(teamContact),
});
export type TeamContactAccess = z.infer<typeof teamContactAccess>;

const pitchId = idSchema('pitch id');

export const getTeamContactByInvestorId = endpoint({
  path: '/getTeamContactByInvestorId',
  module: 'contact-requests',
  summary:
    "The calling investor's access to a visible pitch's team contacts, with the contacts once allowed.",
  access: ['investor'],
  request: z.object({ pitch_id: pitchId }),
  response: ok({ team: teamContactAccess }),
});

export const addContactRequest = endpoint({
  path: '/addContactRequest',
  module: 'contact-requests',
  summary: 'Asks the owner of a visible pitch for its contact details; one request per investor and pitch.',
  access: ['investor'],
  request: z.object({ pitch_id: pitchId }),
  response: ok({ contact_id: z.uuid() }),
});

export const revokeInvestorPitchContactRequest = endpoint({
  path: '/revokeInvestorPitchContactRequest',
  module: 'contact-requests',
  summary: "Withdraws the caller's own request for a pitch.",
  access: ['investor'],
  request: z.object({ pitch_id: pitchId, contact_id: idSchema('contact id') }),
  response: okOnly,
});

export const getContactRequestRequest = z
  .object({
    /** true: requests for every own pitch; false: only for pitch_id. */
    get_all: booleanField.default(false),
    pitch_id: optionalId('pitch id'),
  })
  .refine((query) => query.get_all || query.pitch_id !== undefined, {
    path: ['pitch_id'],
    error: m.contactRequests.pitchIdRequired,
  });

export const getContactRequest = endpoint({
  path: '/getContactRequest',
  module: 'contact-requests',
  summary: "Requests for the caller's pitches, newest first: all of them, or one pitch's.",
  access: ['entrepreneur'],
  request: getContactRequestRequest,
  response: ok({ contact_data: z.array(contactRequestRow) }),
});

export const contactRequestAllowOrDeny = endpoint({
  path: '/contactRequestAllowOrDeny',
  module: 'contact-requests',
  summary: 'The pitch owner allows or denies a request; either may be changed later.',
  access: ['entrepreneur'],
  request: z.object({
    contact_id: idSchema('contact id'),
    pitch_id: pitchId,
    /** The investor's id (spelt so by the spec). */
    inventor_id: idSchema('investor id'),
    status: z.enum(CONTACT_DECISIONS, { error: m.contactRequests.statusInvalid }),
  }),
  response: ok({ contact_data: contactRequestRow }),
});

export const contactRequestsEndpoints = [
  getTeamContactByInvestorId,
  addContactRequest,
  revokeInvestorPitchContactRequest,
  getContactRequest,
  contactRequestAllowOrDeny,
] as const;
