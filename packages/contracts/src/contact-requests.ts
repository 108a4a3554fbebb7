import { z } from 'zod';
import { calls } from './call-routes.js';
import { certificationSummary } from './certification.js';
import { booleanField, endpoint, idSchema, ok, okOnly, optionalId } from './http.js';
import { CONTACT_NOTE_MAX } from './limits.js';
import { match } from './match.js';
import { messages } from './messages.js';

const m = messages;

/**
 * Statuses as the spec's client reads them (§3): 'allow' is shown as allowed, 'denied' as denied and
 * anything else as 'action'. An allowed request past its expiry stays 'allow' with `expired: true`.
 */
export const CONTACT_STATUSES = ['allow', 'denied', 'pending'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
/** What the owner sends to /contactRequestAllowOrDeny. */
export const CONTACT_DECISIONS = ['allow', 'deny'] as const;
export type ContactDecision = (typeof CONTACT_DECISIONS)[number];
export const CONTACT_REQUEST_PAGE_SIZE = 10;
/** The lifetimes an owner may give an allowed request; null means no expiry. */
export const CONTACT_EXPIRY_DAYS = [30, 90] as const;
export type ContactExpiryDays = (typeof CONTACT_EXPIRY_DAYS)[number];

const isoDate = z.iso.datetime({ offset: true });

/** One investor's request for one pitch: as its owner sees it, or (for investors) as its sender does. */
export const contactRequestRow = z.object({
  contact_id: z.uuid(),
  pitch_id: z.uuid(),
  investor_id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  name_of_pitch: z.string(),
  /** The investor's e-mail (never a team member's). */
  email: z.string(),
  status: z.enum(CONTACT_STATUSES),
  /** When the current request was made (a withdrawn or expired request made again starts afresh). */
  created_at: isoDate,
  // ---- beyond the spec ----
  /** The investor's note, if any. */
  note: z.string().nullable().optional(),
  /** The owner's reason for the last decision, if any. */
  reason: z.string().nullable().optional(),
  decided_at: isoDate.nullable().optional(),
  /** For an allowed request with an expiry. */
  expires_at: isoDate.nullable().optional(),
  /** Allowed, but the expiry has passed: no contacts any more; the investor may ask again. */
  expired: z.boolean().optional(),
  /**
   * The owner allowed it and it has not expired: the server's one rule of access, so clients show
   * "Allowed", the Message button and the end date from this answer instead of working it out.
   */
  is_allowed: z.boolean(),
  /** The web route of the pitch's detail page. */
  pitch_link: z.string().optional(),
  /** Investors only: the pitch's card, null once the pitch is hidden or gone from public view. */
  pitch: z
    .object({
      short_summary: z.string(),
      highlight: z.array(z.string()),
      /** Absent for a private round whose terms the investor may not see (issue 32). */
      target: z.number().optional(),
      img: z.string().nullable(),
      terms_hidden: z.literal(true).optional(),
    })
    .nullable()
    .optional(),
  /** Owners only: how the investor's thesis matches the pitch (issue 22), so fit is judged before allowing. */
  match: match.nullable().optional(),
  /** Owners only: the investor's current self-certification (issue 32), null when none. */
  certification: certificationSummary.nullable().optional(),
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
  /** The investor has an open request for this pitch: pending, denied, or allowed and not expired. */
  permission_send: z.boolean(),
  /** The owner allowed it and it has not expired. */
  is_allowed: z.boolean(),
  /** The request's id, for withdrawing it or reading its history; null without a request. */
  contact_id: z.uuid().nullable(),
  /** Empty unless is_allowed. */
  team_data: z.array(teamContact),
  // ---- beyond the spec ----
  /** The request's status; null without a request (or after it was withdrawn). */
  status: z.enum(CONTACT_STATUSES).nullable().optional(),
  expired: z.boolean().optional(),
  expires_at: isoDate.nullable().optional(),
  note: z.string().nullable().optional(),
  reason: z.string().nullable().optional(),
});
export type TeamContactAccess = z.infer<typeof teamContactAccess>;

const pitchId = idSchema('pitch id');
const contactId = idSchema('contact id');

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

const note = z.preprocess(
  emptyToUndefined,
  z.string().trim().max(CONTACT_NOTE_MAX, { error: m.contactRequests.noteTooLong }).optional(),
);
const reason = z.preprocess(
  emptyToUndefined,
  z.string().trim().max(CONTACT_NOTE_MAX, { error: m.contactRequests.reasonTooLong }).optional(),
);

/** 30 or 90 (numbers or text); missing, empty, null or 'none' mean no expiry. */
const expiresInDays = z.preprocess(
  (value) => {
    if (value === undefined || value === null || value === '' || value === 'none') return null;
    if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
    return value;
  },
  z.union([z.literal(30), z.literal(90), z.null()], { error: m.contactRequests.expiryInvalid }).default(null),
);

export const getTeamContactByInvestorId = endpoint({
  ...calls.getTeamContactByInvestorId,
  summary:
    "The calling investor's access to a visible pitch's team contacts, with the contacts once allowed and not expired.",
  request: z.object({ pitch_id: pitchId }),
  response: ok({ team: teamContactAccess }),
});

export const addContactRequest = endpoint({
  ...calls.addContactRequest,
  summary:
    'Asks the owner of a visible pitch for its contact details, with an optional note (<= 500 characters). ' +
    'While a request is open (pending, denied, or allowed and not expired) the same call returns its contact_id; ' +
    'a withdrawn or expired request is made again.',
  request: z.object({ pitch_id: pitchId, note }),
  response: ok({ contact_id: z.uuid() }),
});

export const revokeInvestorPitchContactRequest = endpoint({
  ...calls.revokeInvestorPitchContactRequest,
  summary: "Withdraws the caller's own request for a pitch (a denied one stays); access ends at once.",
  request: z.object({ pitch_id: pitchId, contact_id: contactId }),
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
  ...calls.getContactRequest,
  summary:
    "Entrepreneurs: requests for the caller's pitches, newest first, all or one pitch's (withdrawn ones left out). " +
    "Investors: the caller's own requests ('My Investment'), with status, expiry, pitch card and link.",
  request: getContactRequestRequest,
  response: ok({ contact_data: z.array(contactRequestRow) }),
});

export const contactRequestAllowOrDeny = endpoint({
  ...calls.contactRequestAllowOrDeny,
  summary:
    'The pitch owner allows or denies a request, with an optional reason and, for allow, an expiry ' +
    '(expires_in_days 30, 90 or none). A decision may be changed later; deny ends access at once.',
  request: z.object({
    contact_id: contactId,
    pitch_id: pitchId,
    /** The investor's id (spelt so by the spec). */
    inventor_id: idSchema('investor id'),
    status: z.enum(CONTACT_DECISIONS, { error: m.contactRequests.statusInvalid }),
    reason,
    /** Only for allow; ignored for deny. */
    expires_in_days: expiresInDays,
  }),
  response: ok({ contact_data: contactRequestRow }),
});

export const CONTACT_EVENTS = [
  'requested',
  'withdrawn',
  'allowed',
  'denied',
  'expired',
  'contacts_unlocked',
  /** Conversations (conversations.ts): started, made read-only when access ended, reopened, an answer published. */
  'conversation_started',
  'conversation_read_only',
  'conversation_reopened',
  'faq_published',
] as const;
export type ContactEventKind = (typeof CONTACT_EVENTS)[number];

export const contactRequestEvent = z.object({
  _id: z.uuid(),
  event: z.enum(CONTACT_EVENTS),
  /** Who did it: the investor, the owner, or the system (an expiry). */
  actor: z.enum(['investor', 'owner', 'system']),
  actor_name: z.string().nullable(),
  note: z.string().nullable(),
  reason: z.string().nullable(),
  expires_at: isoDate.nullable(),
  created_at: isoDate,
});
export type ContactRequestEvent = z.infer<typeof contactRequestEvent>;

export const getContactRequestHistory = endpoint({
  ...calls.getContactRequestHistory,
  summary:
    "Every step of one request, oldest first: for the pitch's owner, or for the request's own investor.",
  request: z.object({ contact_id: contactId }),
  response: ok({ history: z.array(contactRequestEvent) }),
});

export const unlockTeamContact = endpoint({
  ...calls.unlockTeamContact,
  summary:
    "Records that the investor revealed the team's contacts ('Unlock Contact Info') and returns them; only with an allowed, unexpired request.",
  request: z.object({ pitch_id: pitchId }),
  response: ok({ team: teamContactAccess }),
});

export const contactRequestsEndpoints = [
  getTeamContactByInvestorId,
  addContactRequest,
  revokeInvestorPitchContactRequest,
  getContactRequest,
  contactRequestAllowOrDeny,
  getContactRequestHistory,
  unlockTeamContact,
] as const;
