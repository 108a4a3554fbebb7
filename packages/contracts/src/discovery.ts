import { z } from 'zod';
import { calls } from './call-routes.js';
import { roundProgress } from './commitment-entities.js';
import { pitchFaq } from './conversations.js';
import { scoutedUser, scoutedUserDetail, searchResult } from './discovery-people.js';
import { emptyRequest, endpoint, idSchema, jsonField, listField, ok, optionalNumberField } from './http.js';
import { SEARCH_QUERY_MAX, USER_TYPES } from './limits.js';
import { messages } from './messages.js';
import { pitchTeaser, publicPitch, publicPitchCard, shownPitch, shownPitchCard } from './pitch-entities.js';
import { getPlatformStats } from './platform-stats.js';
import { titled } from './reference.js';
import { MAX_THESIS_COUNTRIES, PITCH_STAGES, roundMessages } from './round.js';

export * from './discovery-people.js';

const m = messages;

const userKind = z.enum(USER_TYPES, { error: m.search.typeInvalid });

/** Optional free text; blank counts as missing. */
const optionalQuery = z
  .string()
  .trim()
  .max(SEARCH_QUERY_MAX, { error: m.search.queryTooLong })
  .optional()
  .transform((query) => query || undefined);

const projectTypeIds = listField(idSchema('project type'));

/** Pitches the header search lists beside the people. */
export const SEARCH_PITCHES = 8;

export const globalSearch = endpoint({
  ...calls.globalSearch,
  summary:
    'People whose name, bio, company or expertise matches the text (completed profiles only), and visible pitches whose name, company, type, location or summary does; accents and case ignored.',
  request: z.object({
    search_query: z
      .string({ error: m.search.queryRequired })
      .trim()
      .min(1, { error: m.search.queryRequired })
      .max(SEARCH_QUERY_MAX, { error: m.search.queryTooLong }),
  }),
  response: ok({
    /** People, best match first (the spec's key). */
    results: z.array(searchResult),
    /** Visible pitches, best match first, at most SEARCH_PITCHES (not in the spec: beside results). */
    pitches: z.array(shownPitchCard),
  }),
});

/** A card of a pitch currently fundraising; title, description and feat are the spec's card names. */
export const fundRaisePitchCard = publicPitchCard.extend({
  /** name_of_pitch */
  title: z.string(),
  /** short_summary */
  description: z.string(),
  /** highlight */
  feat: z.array(z.string()),
});
export type FundRaisePitchCard = z.infer<typeof fundRaisePitchCard>;

export const getFundRaiseData = endpoint({
  ...calls.getFundRaiseData,
  summary: 'The funding page: investors, pitches currently fundraising, and entrepreneurs to scout.',
  request: emptyRequest,
  response: ok({
    investment_data: z.object({
      investor_data: z.array(scoutedUser),
      pitch_data: z.array(fundRaisePitchCard),
      scout_data: z.array(scoutedUser),
    }),
  }),
});

/** A number that may arrive as text (a JSON text payload of strings). */
const amount = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  z.number({ error: m.investorProfile.investmentInvalid }).nonnegative({
    error: m.investorProfile.investmentInvalid,
  }),
);

/** Bounds on min_per_investor (the listing's amount slider). */
const amountRange = z
  .object({ min: amount, max: amount })
  .refine((range) => range.min <= range.max, { path: ['min'], error: m.investorProfile.minAboveMax });

/** Pitches of each project type in the listing (its carousel); a search or filter narrows them. */
export const INVESTMENTS_PER_TYPE = 6;
/** Similar pitches, in the listing and on the detail page. */
export const SIMILAR_PITCHES = 6;
/** People per page on the scout page. */
export const SCOUT_PAGE_SIZE = 24;
/** A founder's visible pitches on their profile (/getScoutInvestorById investment_data), newest first. */
export const PROFILE_PITCHES = 12;

export const getInvestmentPageData = endpoint({
  ...calls.getInvestmentPageData,
  summary:
    'Visible pitches grouped by project type, filtered by project types, text and min_per_investor range.',
  request: z.object({
    expertise: projectTypeIds,
    search_query: optionalQuery,
    investment_range: jsonField(amountRange).optional(),
    /** Stages to keep (any of them; issue 22). */
    stage: listField(z.enum(PITCH_STAGES, { error: roundMessages.stageInvalid }))
      .refine((stages) => stages.length <= PITCH_STAGES.length, { error: roundMessages.stageInvalid })
      .optional(),
    /** Country ids to keep (any of them). */
    country: listField(idSchema('country'))
      .refine((ids) => ids.length <= MAX_THESIS_COUNTRIES, {
        error: roundMessages.tooManyCountries,
      })
      .optional(),
  }),
  response: ok({
    /** One group per project type with matches, at most INVESTMENTS_PER_TYPE pitches each: best match
     * first when searching, else newest first. */
    investment_data: z.array(
      z.object({ _id: z.uuid(), title: z.string(), investments: z.array(shownPitch) }),
    ),
    /** When a search or filter is applied: up to SIMILAR_PITCHES visible pitches it left out, of the
     * chosen project types (or those of the matches; any type when nothing matched), newest first.
     * Empty without filters. */
    similar_pitch: z.array(shownPitch),
    /** Bounds for the slider, over all visible pitches (0 when there are none). */
    lowest_min_per_investor: z.number(),
    highest_min_per_investor: z.number(),
    filter_data: z.object({ expertise: z.array(titled) }),
  }),
});

export const getInvestmentPageDataById = endpoint({
  ...calls.getInvestmentPageDataById,
  summary:
    'One visible pitch and up to 6 similar ones: the same project type first, then the nearest target.',
  request: z.object({ investment_id: idSchema('pitch id') }),
  response: ok({
    /**
     * A private round's teaser for a caller who may not see its terms; else the pitch, with round_progress
     * (issue 32) only while its founder shows the round's progress.
     */
    investment_data: z.union([pitchTeaser, publicPitch.extend({ round_progress: roundProgress.optional() })]),
    similar_pitch: z.array(shownPitch),
    /** The owner's median days from contact request to decision ('Usually answers within N days'), or
     * null below RESPONSE_TIME_MIN_DECISIONS decisions in the last RESPONSE_TIME_WINDOW_DAYS days. */
    answers_within_days: z.number().int().min(1).nullable(),
    /** Questions and answers the owner published from conversations, oldest first. */
    faq: z.array(pitchFaq),
  }),
});

export const getScoutInvestor = endpoint({
  ...calls.getScoutInvestor,
  summary:
    'Investors or entrepreneurs with completed profiles; investors filter by expertise and investment range.',
  request: z
    .object({
      type: userKind,
      search_query: optionalQuery,
      expertise: projectTypeIds,
      investment_min: optionalNumberField(m.investorProfile.investmentInvalid),
      investment_max: optionalNumberField(m.investorProfile.investmentInvalid),
      /** 1-based; SCOUT_PAGE_SIZE people per page. */
      page: z.preprocess(
        (value) =>
          value === '' || value === null ? undefined : typeof value === 'string' ? Number(value) : value,
        z
          .number({ error: 'Invalid page.' })
          .int({ error: 'Invalid page.' })
          .min(1, { error: 'Invalid page.' })
          .max(1000, { error: 'Invalid page.' })
          .default(1),
      ),
    })
    .refine(
      (q) =>
        q.investment_min === undefined ||
        q.investment_max === undefined ||
        q.investment_min <= q.investment_max,
      { path: ['investment_min'], error: m.investorProfile.minAboveMax },
    ),
  response: ok({
    /** Newest first, or best match first when searching; investors' filters apply to investors only. */
    scout_investor: z.array(scoutedUser),
    /** Whether a next page exists. */
    has_more: z.boolean(),
    filter_data: z.object({ expertise: z.array(titled) }),
    /** Bounds for the slider, over all investors (0 when there are none). */
    investment_min: z.number(),
    investment_max: z.number(),
  }),
});

export const getScoutInvestorById = endpoint({
  ...calls.getScoutInvestorById,
  summary:
    'The public profile of one user with a complete profile; e-mail and phone only for a caller with a reason.',
  request: z.object({
    /** The user's id (spelt so by the spec). */
    inventor_id: idSchema('user id'),
    /** The type the caller expects; the answer carries the user's real type (a shared link may lack it). */
    type: userKind.optional(),
  }),
  response: ok({
    scout_investor: scoutedUserDetail,
    /** An entrepreneur's visible pitches, newest first, at most PROFILE_PITCHES (§7 lists the key);
     * empty for an investor. */
    investment_data: z.array(shownPitchCard),
  }),
});

export const discoveryEndpoints = [
  globalSearch,
  getFundRaiseData,
  getPlatformStats,
  getInvestmentPageData,
  getInvestmentPageDataById,
  getScoutInvestor,
  getScoutInvestorById,
] as const;
