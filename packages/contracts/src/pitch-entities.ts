import { z } from 'zod';
import type { FileKind } from './http.js';
import { titled } from './reference.js';
import { cardRound, pitchRound } from './round.js';

export const DOCUMENT_KINDS = ['pdf', 'png', 'jpg'] as const satisfies readonly FileKind[];
export const MAX_DOCUMENTS = 10;
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const PITCH_ACTIONS = ['overview', 'pitch_details', 'team_details', 'document', 'milestones'] as const;
export type PitchAction = (typeof PITCH_ACTIONS)[number];

const isoDate = z.iso.date();
const timestamp = z.iso.datetime({ offset: true });

// ---- what a pitch is made of, as its owner reads it and as anyone reads it in public ----

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
  ...pitchRound,
  project_type: titled.nullable(),
  /** Only for the 'Others' project type. */
  other_name: z.string().nullable(),
  name_of_company: z.string(),
  location: z.string(),
  wow_factor: z.string(),
  why_invent: z.string(),
  /**
   * The cover at page size: the founder's uploaded cover, else the first image document that is not
   * locked; null when there is none (pitchCoverSql in the API).
   */
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
  /**
   * Set while AngelBridge has unpublished the pitch (issue 21): why, shown to the founder. It stays out
   * of public view until an admin restores it, whatever its hidden flag.
   */
  unpublished_reason: z.string().nullable(),
  /**
   * Issue 33: money was marked received on the round, so funding_raised is its sum (portfolio's
   * /markCommitmentFunded) and the wizard's typed value is ignored.
   */
  funding_raised_from_commitments: z.boolean(),
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
  ...cardRound,
  /** The cover at card size, by the same rule as a whole pitch's `img`. */
  img: z.string().nullable(),
  created_at: timestamp,
});
export type PublicPitchCard = z.infer<typeof publicPitchCard>;

/**
 * A private round (issue 32) as anyone who may not see its terms reads it, on every surface: the listing,
 * the pitch page, search, cards. Nothing of the round (no amounts, terms, team, documents, milestones,
 * FAQ or progress); `notice` is the text shown in their place.
 */
export const pitchTeaser = z.object({
  _id: z.uuid(),
  id: z.uuid(),
  name_of_pitch: z.string(),
  name_of_company: z.string(),
  project_type: titled.nullable(),
  other_name: z.string().nullable(),
  location: z.string(),
  short_summary: z.string(),
  img: z.string().nullable(),
  private_round: z.literal(true),
  terms_hidden: z.literal(true),
  notice: z.string(),
});
export type PitchTeaser = z.infer<typeof pitchTeaser>;

/**
 * A whole pitch or its teaser. The teaser is tried first: a full pitch has no `terms_hidden`, so it never
 * parses as one (and is never stripped to one), and a teaser never carries a full pitch's fields.
 */
export const shownPitch = z.union([pitchTeaser, publicPitch]);
export type ShownPitch = z.infer<typeof shownPitch>;
export const shownPitchCard = z.union([pitchTeaser, publicPitchCard]);
export type ShownPitchCard = z.infer<typeof shownPitchCard>;

/** Whether a pitch as shown is only a private round's teaser. */
export const isPitchTeaser = <T extends object>(pitch: T | PitchTeaser): pitch is PitchTeaser =>
  'terms_hidden' in pitch && pitch.terms_hidden === true;
