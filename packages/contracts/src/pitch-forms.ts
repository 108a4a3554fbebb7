import { z } from 'zod';
import {
  booleanField,
  emailField,
  type FileKind,
  type FileRule,
  IMAGE_KINDS,
  idSchema,
  listField,
  numberField,
  optionalId,
  optionalText,
  requiredId,
  requiredText,
} from './http.js';
import { FIELD_LIMITS, MAX_AMOUNT, MAX_PHONE_LENGTH } from './limits.js';
import { messages } from './messages.js';
import { DOCUMENT_KINDS, DOCUMENT_MAX_BYTES, MAX_DOCUMENTS, PITCH_ACTIONS } from './pitch-entities.js';

import { linkedinProfileField, PHOTO_MAX_BYTES } from './profile-fields.js';
import { roundFields } from './round.js';

const m = messages;
const overview = FIELD_LIMITS.pitchOverview;

// ---- wizard steps: the form schemas, then the wire requests that add action and ids ----

/** A string or a list (JSON text or repeated field); blank entries are dropped. */
const highlightField = listField(
  z.string({ error: m.overview.highlightRequired }).trim().max(overview.highlight),
)
  .transform((items) => items.filter((item) => item !== ''))
  .refine((items) => items.length > 0, { error: m.overview.highlightRequired });

export const pitchOverviewForm = z.object({
  name_of_company: requiredText(m.overview.nameOfCompanyRequired, overview.name_of_company),
  location: requiredText(m.overview.locationRequired, overview.location),
  name_of_pitch: requiredText(m.overview.nameOfPitchRequired, overview.name_of_pitch),
  short_summary: requiredText(m.overview.shortSummaryRequired, overview.short_summary),
  highlight: highlightField,
  project_type: requiredId(m.overview.projectTypeRequired, 'project type'),
  /** Kept only when project_type is 'Others'; the server clears it otherwise. */
  other_name: optionalText(overview.other_name),
});

/**
 * The overview step on the wire: the form, plus an optional cover image in the 'cover' file field (not
 * in spec; the spec's payloads work unchanged without it) and `remove_cover` to go back to the default.
 */
const overviewStep = pitchOverviewForm.extend({
  remove_cover: booleanField.optional(),
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
  wow_factor: requiredText(m.pitchDetails.wowFactorRequired, FIELD_LIMITS.pitchDetails.wow_factor),
  why_invent: requiredText(m.pitchDetails.whyInventRequired, FIELD_LIMITS.pitchDetails.why_invent),
  target: amount(m.pitchDetails.targetRequired),
  min_per_investor: amount(m.pitchDetails.minPerInvestorRequired),
};

const minNotAboveTarget = (data: { target: number; min_per_investor: number }) =>
  data.min_per_investor <= data.target;
const minNotAboveTargetIssue = { path: ['min_per_investor'], error: m.pitchDetails.minAboveTarget };

export const pitchDetailsForm = z.object(pitchDetailsShape).refine(minNotAboveTarget, minNotAboveTargetIssue);

/** The Round section of the Pitch Details step (issue 22): optional, sent with the step's fields. */
export const pitchRoundForm = z.object(roundFields);

export const teamMemberForm = z.object({
  name: requiredText(m.teamMember.nameRequired, FIELD_LIMITS.teamMember.name),
  email: emailField(m.teamMember.emailRequired, m.teamMember.emailInvalid),
  mobile_number: z
    .string({ error: m.teamMember.mobileRequired })
    .trim()
    .min(1, { error: m.teamMember.mobileRequired, abort: true })
    .max(MAX_PHONE_LENGTH, { error: m.teamMember.mobileInvalid, abort: true })
    .regex(/^\+?\d+$/, { error: m.teamMember.mobileInvalid }),
  position: requiredText(m.teamMember.positionRequired, FIELD_LIMITS.teamMember.position),
  linkedin_profile: linkedinProfileField,
  bio: requiredText(m.teamMember.bioRequired, FIELD_LIMITS.teamMember.bio),
});

const isoDateTime = z.iso.datetime({ offset: true, local: true });

/**
 * An ISO date-time ('2026-03-31T00:00:00.000Z', as a date picker's value serialises) counts as the
 * calendar date it is written with; a milestone has a day, not an instant.
 */
function calendarDate(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return text.length > 10 && isoDateTime.safeParse(text).success ? text.slice(0, 10) : value;
}

export const milestoneForm = z.object({
  milestone_name: requiredText(m.milestones.nameRequired, FIELD_LIMITS.milestone.milestone_name),
  description: requiredText(m.milestones.descriptionRequired, FIELD_LIMITS.milestone.description),
  target_date: z.preprocess(
    (value) => (value === '' || value === null ? undefined : calendarDate(value)),
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
      overviewStep.extend({ action: z.literal('overview'), pitch_id: overviewPitchId }),
      z
        .object({
          action: z.literal('pitch_details'),
          pitch_id: pitchId,
          ...pitchDetailsShape,
          ...roundFields,
        })
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

/**
 * A new pitch starts with overview without pitch_id (or with it empty or null, as a form that has no id
 * yet sends it); the answer's pitch_data._id is used from then on.
 */
export const addPitchRequest = pitchStepRequest(
  z.preprocess((value) => (value === '' || value === null ? undefined : value), pitchId.optional()),
);
export const editPitchRequest = pitchStepRequest(pitchId);
export type PitchStepRequest = z.input<typeof addPitchRequest>;

/** What a founder may upload as a pitch cover; the server re-encodes it (pitch-cover.ts in the API). */
export const COVER_KINDS = ['png', 'jpg', 'webp'] as const satisfies readonly FileKind[];
export const COVER_MAX_BYTES = 5 * 1024 * 1024;

export const pitchFiles: readonly FileRule[] = [
  {
    field: 'cover',
    maxCount: 1,
    maxBytes: COVER_MAX_BYTES,
    kinds: COVER_KINDS,
    typeMessage: m.overview.coverType,
    sizeMessage: m.overview.coverSize,
  },
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
