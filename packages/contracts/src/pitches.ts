import { z } from 'zod';
import { calls } from './call-routes.js';
import {
  booleanField,
  emailField,
  emptyRequest,
  endpoint,
  type FileKind,
  type FileRule,
  IMAGE_KINDS,
  idSchema,
  listField,
  numberField,
  ok,
  okOnly,
  optionalId,
  optionalText,
  requiredId,
  requiredText,
} from './http.js';
import { MAX_AMOUNT } from './limits.js';
import { messages } from './messages.js';
import { linkedinProfileField, MAX_PHONE_LENGTH, PHOTO_MAX_BYTES } from './profiles.js';
import { titled } from './reference.js';

const m = messages;

export const DOCUMENT_KINDS = ['pdf', 'png', 'jpg'] as const satisfies readonly FileKind[];
export const MAX_DOCUMENTS = 10;
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const PITCH_ACTIONS = ['overview', 'pitch_details', 'team_details', 'document', 'milestones'] as const;
export type PitchAction = (typeof PITCH_ACTIONS)[number];

const isoDate = z.iso.date();
const timestamp = z.iso.datetime({ offset: true });

// ---- entities ----

export const teamMember = z.object({
  _id: z.uuid(),
  name: z.string(),
  email: z.string(),
  mobile_number: z.string(),
  position: z.string(),
  /** '' when none. */
  linkedin_profile: z.string(),
  bio: z.string(),
  photo: z.string().nullable(),
});
export type TeamMember = z.infer<typeof teamMember>;

/** What investors and guests see of a team: no e-mail or phone (those need an allowed contact request). */
export const publicTeamMember = z.object({
  _id: z.uuid(),
  name: z.string(),
  position: z.string(),
  linkedin_profile: z.string(),
  bio: z.string(),
  photo: z.string().nullable(),
});
export type PublicTeamMember = z.infer<typeof publicTeamMember>;

export const pitchDocument = z.object({
  _id: z.uuid(),
  /**
   * URL of the stored file. In the public view a locked document has '' here: it opens only through
   * /openPitchDocument. The owner's view always has the URL (the documents step keeps documents by it).
   */
  pitch_document: z.string(),
  /** For approved investors only (the data room); false for a public document. */
  locked: z.boolean(),
  /** The uploaded file's original name. */
  name: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
});
export type PitchDocument = z.infer<typeof pitchDocument>;

export const milestone = z.object({
  _id: z.uuid(),
  milestone_name: z.string(),
  description: z.string(),
  target_date: isoDate,
});
export type Milestone = z.infer<typeof milestone>;

/** Fields of a pitch everyone who may see it sees. Steps not saved yet leave text '' and amounts 0. */
const pitchCore = {
  _id: z.uuid(),
  /** Same value as _id; the spec's clients read either. */
  id: z.uuid(),
  name_of_pitch: z.string(),
  short_summary: z.string(),
  highlight: z.array(z.string()),
  target: z.number(),
  min_per_investor: z.number(),
  funding_raised: z.number(),
  project_type: titled.nullable(),
  /** Only for the 'Others' project type. */
  other_name: z.string().nullable(),
  name_of_company: z.string(),
  location: z.string(),
  wow_factor: z.string(),
  why_invent: z.string(),
  /** The first image document, for cards; null when the pitch has none. */
  img: z.string().nullable(),
  document: z.array(pitchDocument),
  project_milestones: z.array(milestone),
  created_at: timestamp,
  updated_at: timestamp,
};

/** The owner's view. */
export const pitch = z.object({
  ...pitchCore,
  is_hidden: z.boolean(),
  /** True until overview, details, a team member, a document and a milestone are all saved. */
  draft: z.boolean(),
  team: z.array(teamMember),
});
export type Pitch = z.infer<typeof pitch>;

/** Investors' and guests' view: only visible, finished pitches, and the team without contact data. */
export const publicPitch = z.object({ ...pitchCore, team: z.array(publicTeamMember) });
export type PublicPitch = z.infer<typeof publicPitch>;

/** A card in lists (funding page): no team, documents or milestones. */
export const publicPitchCard = z.object({
  _id: z.uuid(),
  id: z.uuid(),
  name_of_pitch: z.string(),
  short_summary: z.string(),
  highlight: z.array(z.string()),
  name_of_company: z.string(),
  location: z.string(),
  project_type: titled.nullable(),
  other_name: z.string().nullable(),
  target: z.number(),
  min_per_investor: z.number(),
  funding_raised: z.number(),
  img: z.string().nullable(),
  created_at: timestamp,
});
export type PublicPitchCard = z.infer<typeof publicPitchCard>;

// ---- wizard steps: the form schemas, then the wire requests that add action and ids ----

/** A string or a list (JSON text or repeated field); blank entries are dropped. */
const highlightField = listField(z.string({ error: m.overview.highlightRequired }).trim().max(500))
  .transform((items) => items.filter((item) => item !== ''))
  .refine((items) => items.length > 0, { error: m.overview.highlightRequired });

export const pitchOverviewForm = z.object({
  name_of_company: requiredText(m.overview.nameOfCompanyRequired, 200),
  location: requiredText(m.overview.locationRequired, 200),
  name_of_pitch: requiredText(m.overview.nameOfPitchRequired, 200),
  short_summary: requiredText(m.overview.shortSummaryRequired, 2000),
  highlight: highlightField,
  project_type: requiredId(m.overview.projectTypeRequired, 'project type'),
  /** Kept only when project_type is 'Others'; the server clears it otherwise. */
  other_name: optionalText(100),
});

const amount = (requiredMessage: string) =>
  numberField(requiredMessage).pipe(
    z
      .number()
      .min(1, { error: requiredMessage, abort: true })
      .int({ error: m.pitchDetails.amountInvalid })
      .max(MAX_AMOUNT, { error: m.pitchDetails.amountInvalid }),
  );

const pitchDetailsShape = {
  wow_factor: requiredText(m.pitchDetails.wowFactorRequired, 5000),
  why_invent: requiredText(m.pitchDetails.whyInventRequired, 5000),
  target: amount(m.pitchDetails.targetRequired),
  min_per_investor: amount(m.pitchDetails.minPerInvestorRequired),
};

const minNotAboveTarget = (data: { target: number; min_per_investor: number }) =>
  data.min_per_investor <= data.target;
const minNotAboveTargetIssue = { path: ['min_per_investor'], error: m.pitchDetails.minAboveTarget };

export const pitchDetailsForm = z.object(pitchDetailsShape).refine(minNotAboveTarget, minNotAboveTargetIssue);

export const teamMemberForm = z.object({
  name: requiredText(m.teamMember.nameRequired, 100),
  email: emailField(m.teamMember.emailRequired, m.teamMember.emailInvalid),
  mobile_number: z
    .string({ error: m.teamMember.mobileRequired })
    .trim()
    .min(1, { error: m.teamMember.mobileRequired, abort: true })
    .max(MAX_PHONE_LENGTH, { error: m.teamMember.mobileInvalid, abort: true })
    .regex(/^\+?\d+$/, { error: m.teamMember.mobileInvalid }),
  position: requiredText(m.teamMember.positionRequired, 100),
  linkedin_profile: linkedinProfileField,
  bio: requiredText(m.teamMember.bioRequired, 2000),
});

export const milestoneForm = z.object({
  milestone_name: requiredText(m.milestones.nameRequired, 200),
  description: requiredText(m.milestones.descriptionRequired, 2000),
  target_date: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.iso.date({
      error: (issue) =>
        issue.input === undefined ? m.milestones.targetDateRequired : m.milestones.targetDateInvalid,
    }),
  ),
});

const pitchId = idSchema('pitch id');

/** A kept document as a client may echo it back: its URL, or the stored document object (or its JSON). */
function keptDocumentUrl(item: unknown): unknown {
  let value = item;
  if (typeof value === 'string' && value.trim().startsWith('{')) {
    try {
      value = JSON.parse(value);
    } catch {
      return item;
    }
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const stored = value as { pitch_document?: unknown; url?: unknown };
    return stored.pitch_document ?? stored.url;
  }
  return value;
}

/**
 * `document[i]` is a new file or a kept URL, so the text fields leave gaps where files were
 * (`document[0]` a file, `document[1]` a URL): the gaps are dropped, the URLs kept in their order.
 */
const keptDocumentsField = z.preprocess(
  (value) => (Array.isArray(value) ? Array.from(value).filter((item) => item !== undefined) : value),
  listField(z.preprocess(keptDocumentUrl, z.string({ error: 'Invalid document.' }).trim().min(1).max(2000))),
);

function pitchStepRequest(overviewPitchId: z.ZodType<string | undefined>) {
  return z.discriminatedUnion(
    'action',
    [
      pitchOverviewForm.extend({ action: z.literal('overview'), pitch_id: overviewPitchId }),
      z
        .object({ action: z.literal('pitch_details'), pitch_id: pitchId, ...pitchDetailsShape })
        .refine(minNotAboveTarget, minNotAboveTargetIssue),
      teamMemberForm.extend({
        action: z.literal('team_details'),
        pitch_id: pitchId,
        /** Present: edit that member; missing: add one. The picture comes in the 'photo' file field. */
        team_id: optionalId('team member id'),
      }),
      z.object({
        action: z.literal('document'),
        pitch_id: pitchId,
        /** URLs of stored documents to keep; new files come in the 'document' file field. Others are deleted. */
        document: keptDocumentsField,
      }),
      milestoneForm.extend({
        action: z.literal('milestones'),
        pitch_id: pitchId,
        /** Present: edit that milestone; missing: add one. */
        milestone_id: optionalId('milestone id'),
      }),
    ],
    { error: `action must be one of ${PITCH_ACTIONS.join(', ')}.` },
  );
}

/** A new pitch starts with overview without pitch_id; the answer's pitch_data._id is used from then on. */
export const addPitchRequest = pitchStepRequest(pitchId.optional());
export const editPitchRequest = pitchStepRequest(pitchId);
export type PitchStepRequest = z.input<typeof addPitchRequest>;

export const pitchFiles: readonly FileRule[] = [
  {
    field: 'photo',
    maxCount: 1,
    maxBytes: PHOTO_MAX_BYTES,
    kinds: IMAGE_KINDS,
    typeMessage: m.teamMember.photoType,
    sizeMessage: m.teamMember.photoSize,
  },
  {
    field: 'document',
    maxCount: MAX_DOCUMENTS,
    maxBytes: DOCUMENT_MAX_BYTES,
    kinds: DOCUMENT_KINDS,
    typeMessage: m.documents.type,
    sizeMessage: m.documents.size,
    countMessage: m.documents.tooMany,
  },
];

// ---- endpoints (all owner-only) ----

const pitchById = z.object({ pitch_id: pitchId });
const onePitch = ok({ pitch_data: pitch });

export const getPitches = endpoint({
  ...calls.getPitches,
  summary: "The caller's own pitches, newest first, hidden and draft ones included.",
  request: emptyRequest,
  response: ok({ pitch_data: z.array(pitch) }),
});

export const getPitchesById = endpoint({
  ...calls.getPitchesById,
  summary: 'One own pitch with team, documents and milestones.',
  request: pitchById,
  response: onePitch,
});

export const deletePitches = endpoint({
  ...calls.deletePitches,
  summary: 'Deletes an own pitch with its team, documents, milestones and contact requests.',
  request: pitchById,
  response: okOnly,
});

export const hidePitches = endpoint({
  ...calls.hidePitches,
  summary:
    'Hides (value true) or shows (value false) an own pitch in public lists; without value it toggles.',
  /** `value` true hides and false shows; without it the flag flips. */
  request: z.object({ pitch_id: pitchId, value: booleanField.optional() }),
  response: onePitch,
});

export const addPitches = endpoint({
  ...calls.addPitches,
  summary: 'Saves one wizard step of a new pitch; overview without pitch_id creates the pitch as a draft.',
  request: addPitchRequest,
  response: onePitch,
  files: pitchFiles,
});

export const editPitches = endpoint({
  ...calls.editPitches,
  summary: 'Saves one wizard step of an own pitch.',
  request: editPitchRequest,
  response: onePitch,
  files: pitchFiles,
});

export const deletePitchTeam = endpoint({
  ...calls.deletePitchTeam,
  summary: 'Removes a team member from an own pitch.',
  request: z.object({ pitch_id: pitchId, team_id: idSchema('team member id') }),
  response: okOnly,
});

export const deletePitchMilestone = endpoint({
  ...calls.deletePitchMilestone,
  summary: 'Removes a milestone from an own pitch.',
  request: z.object({ milestone_id: idSchema('milestone id'), pitch_id: pitchId }),
  response: okOnly,
});

export const pitchesEndpoints = [
  getPitches,
  getPitchesById,
  deletePitches,
  hidePitches,
  addPitches,
  editPitches,
  deletePitchTeam,
  deletePitchMilestone,
] as const;
