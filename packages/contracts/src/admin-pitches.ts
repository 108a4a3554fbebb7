import { z } from 'zod';
import { moderationPage, moderationReason, moderationSearch } from './admin-users.js';
import { calls } from './call-routes.js';
import { commitmentTotals } from './commitment-entities.js';
import { COMMITMENT_STATUSES, ROUND_STATES } from './commitment-texts.js';
import { booleanField, endpoint, idSchema, ok } from './http.js';

/**
 * The admin console's pitches (issue 21): search and filter every pitch, unpublish one with a reason
 * (shown to the founder and e-mailed; out of public view until an admin restores it; the founder's
 * own show/hide cannot bring it back) and feature up to FEATURED_PITCHES_MAX for the home page and
 * /funding, where featured pitches come first.
 */

export const FEATURED_PITCHES_MAX = 6;
/** published: public; hidden: by its founder; draft: unfinished; unpublished: taken down by an admin. */
export const ADMIN_PITCH_STATUSES = ['published', 'hidden', 'draft', 'unpublished'] as const;
export type AdminPitchStatus = (typeof ADMIN_PITCH_STATUSES)[number];

export const adminPitchTexts = {
  pitchNotFound: 'Pitch not found.',
  alreadyUnpublished: 'This pitch is already unpublished.',
  notUnpublished: 'This pitch is not unpublished.',
  featureLimit: `At most ${FEATURED_PITCHES_MAX} pitches can be featured. Unfeature one first.`,
  featureNotPublic: 'Only a published pitch can be featured.',
  unpublished: 'The pitch is unpublished.',
  restored: 'The pitch is restored.',
  featured: 'The pitch is featured.',
  unfeatured: 'The pitch is no longer featured.',
  /** On the founder's own pitch list and edit page. */
  unpublishedByUs: 'Unpublished by AngelBridge',
} as const;

const when = z.iso.datetime({ offset: true });
const pitchId = idSchema('pitch id');

export const adminPitchRow = z.object({
  _id: z.uuid(),
  name_of_pitch: z.string(),
  name_of_company: z.string(),
  owner: z.object({
    _id: z.uuid(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    /** A suspended owner's pitches are out of public view whatever their status. */
    suspended: z.boolean(),
  }),
  status: z.enum(ADMIN_PITCH_STATUSES),
  unpublished_at: when.nullable(),
  unpublished_reason: z.string().nullable(),
  featured: z.boolean(),
  featured_at: when.nullable(),
  created_at: when,
  updated_at: when,
  /** The round (issue 32): always sent; optional for readers written before it. */
  round: z
    .object({
      state: z.enum(ROUND_STATES),
      /** Live commitments (indicated, accepted or closing). */
      commitments: z.number().int().min(0),
      indicated_total: z.number().int().min(0),
      accepted_total: z.number().int().min(0),
      lead_investor_id: z.uuid().nullable(),
    })
    .optional(),
});
export type AdminPitchRow = z.infer<typeof adminPitchRow>;

const featureCounts = {
  featured_count: z.number().int().min(0),
  featured_max: z.number().int().min(1),
};

export const adminGetPitches = endpoint({
  ...calls.adminGetPitches,
  summary:
    'Every pitch, newest first, 20 a page: search by pitch, company or founder, filter by status ' +
    '(published, hidden, draft, unpublished) and featured; with how many are featured of the maximum.',
  request: z.object({
    q: moderationSearch,
    status: z.enum(ADMIN_PITCH_STATUSES, { error: 'Invalid status.' }).optional(),
    featured: booleanField.optional(),
    page: moderationPage,
  }),
  response: ok({
    pitches: z.array(adminPitchRow),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    page_size: z.number().int().min(1),
    ...featureCounts,
  }),
});

export const adminUnpublishPitch = endpoint({
  ...calls.adminUnpublishPitch,
  summary:
    'Takes a pitch out of public view with a reason, shown to its founder and e-mailed to them; it stays ' +
    'out until restored (and is no longer featured). 409 when already unpublished.',
  request: z.object({ pitch_id: pitchId, reason: moderationReason }),
  response: ok({ pitch: adminPitchRow }),
});

export const adminRestorePitch = endpoint({
  ...calls.adminRestorePitch,
  summary:
    "Restores an unpublished pitch (public again unless its founder hid it). 409 when it isn't unpublished.",
  request: z.object({ pitch_id: pitchId }),
  response: ok({ pitch: adminPitchRow }),
});

export const adminFeaturePitch = endpoint({
  ...calls.adminFeaturePitch,
  summary:
    `Features (value true) or unfeatures a published pitch; at most ${FEATURED_PITCHES_MAX} are featured ` +
    '(the next answers 409). Setting what is already so changes nothing.',
  request: z.object({ pitch_id: pitchId, value: booleanField }),
  response: ok({ pitch: adminPitchRow, ...featureCounts }),
});

/** Commitments the admin pitch page lists (newest first). */
export const ADMIN_ROUND_COMMITMENTS_SHOWN = 50;

/** One commitment on the admin pitch page's round (issue 32). */
export const adminRoundCommitment = z.object({
  _id: z.uuid(),
  investor_id: z.uuid(),
  investor_name: z.string(),
  amount: z.number().int(),
  status: z.enum(COMMITMENT_STATUSES),
  created_at: when,
  updated_at: when,
});
export type AdminRoundCommitment = z.infer<typeof adminRoundCommitment>;

/** The pitch's round as the admin pitch page shows it: state, totals, lead and the newest commitments. */
export const adminPitchRound = z.object({
  state: z.enum(ROUND_STATES),
  show_progress: z.boolean(),
  closed_at: when.nullable(),
  totals: commitmentTotals,
  lead: z.object({ investor_id: z.uuid(), name: z.string() }).nullable(),
  /** Newest first, at most ADMIN_ROUND_COMMITMENTS_SHOWN (totals count them all). */
  commitments: z.array(adminRoundCommitment),
});
export type AdminPitchRound = z.infer<typeof adminPitchRound>;

export const adminGetPitchById = endpoint({
  ...calls.adminGetPitchById,
  summary:
    'One pitch as the Pitches list shows it, with its round: state, whether progress is public, totals ' +
    `(accepted, indicated, investors, percent of target), the lead and the newest ${ADMIN_ROUND_COMMITMENTS_SHOWN} ` +
    'commitments (investor, amount, status). 404 when the pitch is gone.',
  request: z.object({ pitch_id: pitchId }),
  response: ok({ pitch: adminPitchRow, round: adminPitchRound }),
});

export const adminPitchesEndpoints = [
  adminGetPitches,
  adminGetPitchById,
  adminUnpublishPitch,
  adminRestorePitch,
  adminFeaturePitch,
] as const;
