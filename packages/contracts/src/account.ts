import { z } from 'zod';
import { fitsBcrypt } from './auth.js';
import { calls } from './call-routes.js';
import { commitment, leadOffer } from './commitment-entities.js';
import { endpoint, ok, okOnly } from './http.js';
import { notificationSettings } from './notifications.js';
import { pitch } from './pitch-entities.js';
import { userProfile } from './profiles.js';
import { investorUpdate } from './update-entities.js';
import { UPDATE_RELATIONS } from './update-texts.js';

/** What the two self-service account calls say; the web page shows the same words. */
export const accountMessages = {
  dataReady: 'Your data is ready.',
  passwordRequired: 'Please enter your password to confirm.',
  passwordTooLong: 'Password is too long.',
  passwordWrong: 'The password is not correct. Your account was not deleted.',
  notDeletable: 'This account cannot be deleted here. Please contact support.',
  deleted: 'Your account was deleted. Goodbye, and thank you for using AngelBridge.',
} as const;

/** The name a deleted account is shown under wherever its history stays (conversations). */
export const DELETED_USER_NAME = 'Deleted user';

/** The only user types that may delete themselves here (an operator account is closed by operators). */
export const SELF_DELETABLE_USER_TYPES = ['entrepreneur', 'investor'] as const;

const when = z.iso.datetime({ offset: true });
const person = z.object({ _id: z.uuid(), first_name: z.string(), last_name: z.string() });

/** A contact request as either side may keep it: names and steps, never the other side's contact data. */
const exportedRequest = z.object({
  _id: z.uuid(),
  /** 'made': the caller asked (investor); 'received': on the caller's pitch (founder). */
  side: z.enum(['made', 'received']),
  pitch_id: z.uuid(),
  name_of_pitch: z.string(),
  other: person,
  status: z.string(),
  created_at: when,
  history: z.array(z.object({ event: z.string(), note: z.string().nullable(), created_at: when })),
});

const exportedMessage = z.object({
  _id: z.uuid(),
  from_me: z.boolean(),
  body: z.string(),
  created_at: when,
  attachments: z.array(z.object({ name: z.string(), size: z.number().int(), type: z.string() })),
});

const exportedConversation = z.object({
  _id: z.uuid(),
  pitch_id: z.uuid(),
  name_of_pitch: z.string(),
  other: person,
  created_at: when,
  messages: z.array(exportedMessage),
});

const exportedNotification = z.object({
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string(),
  read: z.boolean(),
  created_at: when,
});

const exportedFollow = z.object({ pitch_id: z.uuid(), name_of_pitch: z.string(), created_at: when });

const exportedSavedSearch = z.object({
  _id: z.uuid(),
  name: z.string(),
  filters: z.record(z.string(), z.unknown()),
  alert: z.string(),
  created_at: when,
});

/** A report the caller filed: what, why and where it stands (never the admin's note or name). */
const exportedReport = z.object({
  _id: z.uuid(),
  target_type: z.string(),
  target_id: z.uuid(),
  reason: z.string(),
  details: z.string(),
  status: z.string(),
  created_at: when,
  resolved_at: when.nullable(),
});

/** One counted view of a pitch by the caller: a tab shown (its index) or a document opened. */
const exportedPitchView = z.object({
  pitch_id: z.uuid(),
  name_of_pitch: z.string(),
  kind: z.string(),
  tab: z.number().int().nullable(),
  document_id: z.uuid().nullable(),
  duration_ms: z.number().int(),
  first_at: when,
  last_at: when,
});

/** A self-certification the investor signed (issue 32), current or replaced, with what they accepted. */
const exportedCertification = z.object({
  basis: z.string(),
  country: z.string(),
  signed_name: z.string(),
  statement: z.string(),
  signed_at: when,
  expires_at: when,
  replaced_at: when.nullable(),
});

/** Everything the account holds, as the downloaded file carries it (z.object strips anything else). */
export const accountExport = z.object({
  exported_at: when,
  profile: userProfile,
  pitches: z.array(pitch),
  contact_requests: z.array(exportedRequest),
  conversations: z.array(exportedConversation),
  notifications: z.array(exportedNotification),
  followed_pitches: z.array(exportedFollow),
  saved_searches: z.array(exportedSavedSearch),
  reports_filed: z.array(exportedReport),
  pitch_views: z.array(exportedPitchView),
  /** Issue 32: the person's commitments (with their history) and offers to lead. Always sent. */
  commitments: z.array(commitment).optional(),
  lead_offers: z.array(leadOffer).optional(),
  /** Issue 32; optional in the type only, so files written before it stay valid. */
  certifications: z.array(exportedCertification).optional(),
  /** Issue 34: the updates of the person's pitches (drafts too). Always sent. */
  investor_updates: z.array(investorUpdate).optional(),
  /** Issue 34: the updates sent to the person, why, and when they first opened each. Always sent. */
  received_updates: z
    .array(investorUpdate.extend({ relation: z.enum(UPDATE_RELATIONS), read_at: when.nullable() }))
    .optional(),
  settings: z.object({ notifications: notificationSettings }),
});
export type AccountExport = z.infer<typeof accountExport>;

export const downloadMyData = endpoint({
  ...calls.downloadMyData,
  summary:
    "The caller's own data as a JSON file (Content-Disposition: attachment): profile, pitches, contact requests, conversations, notifications, commitments, investor updates written and received, settings. A few an hour.",
  request: z.object({}).loose(),
  response: ok({ data: accountExport }),
});

export const deleteMyAccountRequest = z.object({
  password: z
    .string({ error: accountMessages.passwordRequired })
    .min(1, { error: accountMessages.passwordRequired, abort: true })
    .refine(fitsBcrypt, { error: accountMessages.passwordTooLong }),
});
export type DeleteMyAccountRequest = z.input<typeof deleteMyAccountRequest>;

export const deleteMyAccount = endpoint({
  ...calls.deleteMyAccount,
  summary:
    'Deletes the own account after its password: personal data anonymised, files removed, pitches and requests removed, every session ended, conversations kept read-only for the other side, a confirmation e-mailed.',
  request: deleteMyAccountRequest,
  response: okOnly,
});

export const accountEndpoints = [downloadMyData, deleteMyAccount] as const;
