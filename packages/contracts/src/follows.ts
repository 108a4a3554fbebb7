import { z } from 'zod';
import { calls } from './call-routes.js';
import { getInvestmentPageData } from './discovery.js';
import { booleanField, endpoint, idSchema, ok, okOnly } from './http.js';
import { pitchTeaser, publicPitchCard } from './pitch-entities.js';

/**
 * Follows and saved searches (investors). A follower hears of a followed pitch's new milestones and public
 * documents; a saved search's owner hears once of each pitch that becomes visible and matches it. Both in
 * the bell, and by e-mail now or in the daily digest; nothing is told of a pitch no one may see.
 */

/** Saved searches one investor may keep. */
export const SAVED_SEARCHES_MAX = 20;
export const SAVED_SEARCH_NAME_MAX = 80;
/** Project types one saved search may name. */
export const SAVED_SEARCH_TYPES_MAX = 50;
/** Followed pitches one investor may keep (a list that stays readable, and bounded fan-out per person). */
export const FOLLOWS_MAX = 500;
/** Follow and unfollow calls per investor per minute. */
export const FOLLOWS_PER_MINUTE = 60;
/** Saves and deletions of searches per investor per minute. */
export const SAVED_SEARCH_WRITES_PER_MINUTE = 30;

export const SAVED_SEARCH_ALERTS = ['immediate', 'daily', 'off'] as const;
export type SavedSearchAlert = (typeof SAVED_SEARCH_ALERTS)[number];

export const followTexts = {
  followed: 'You follow this pitch.',
  unfollowed: 'You no longer follow this pitch.',
  pitchNotFound: 'Pitch not found.',
  ownPitch: 'You cannot follow your own pitch.',
  tooManyFollows: `You can follow at most ${FOLLOWS_MAX} pitches.`,
  searchSaved: 'Search saved.',
  searchDeleted: 'Saved search deleted.',
  searchNotFound: 'Saved search not found.',
  tooManySearches: `You can keep at most ${SAVED_SEARCHES_MAX} saved searches. Delete one first.`,
  nameRequired: 'Give the search a name.',
  nameTooLong: `A name is at most ${SAVED_SEARCH_NAME_MAX} characters.`,
  nameTaken: 'You already have a saved search with this name.',
  alertInvalid: `Alert must be one of: ${SAVED_SEARCH_ALERTS.join(', ')}.`,
  tooManyTypes: `Choose at most ${SAVED_SEARCH_TYPES_MAX} project types.`,
  unknownType: 'Choose project types from the list.',
  filtersRequired: 'Choose at least one filter or search words to save.',
} as const;

/** The listing's own filters (getInvestmentPageData), so a saved search means what the listing shows. */
export const savedSearchFilters = getInvestmentPageData.request;
export type SavedSearchFilters = z.output<typeof savedSearchFilters>;

const pitchId = idSchema('pitch id');

const followedAt = { followed_at: z.iso.datetime({ offset: true }) };
/** A followed private round whose terms the follower may not see is its teaser (issue 32). */
export const followedPitch = z.union([pitchTeaser.extend(followedAt), publicPitchCard.extend(followedAt)]);
export type FollowedPitch = z.infer<typeof followedPitch>;

export const savedSearch = z.object({
  _id: z.uuid(),
  name: z.string(),
  filters: z.object({
    expertise: z.array(z.uuid()),
    search_query: z.string().optional(),
    investment_range: z.object({ min: z.number(), max: z.number() }).optional(),
    stage: z.array(z.string()).optional(),
    country: z.array(z.uuid()).optional(),
  }),
  alert: z.enum(SAVED_SEARCH_ALERTS),
  created_at: z.iso.datetime({ offset: true }),
});
export type SavedSearch = z.infer<typeof savedSearch>;

export const followPitch = endpoint({
  ...calls.followPitch,
  summary:
    'Follows (value true) or unfollows (value false) a visible pitch. Idempotent; not your own pitch, ' +
    `at most ${FOLLOWS_MAX} follows.`,
  request: z.object({ pitch_id: pitchId, value: booleanField }),
  response: ok({ following: z.boolean(), followers: z.number().int().min(0) }),
});

export const getFollowedPitches = endpoint({
  ...calls.getFollowedPitches,
  summary: "The caller's followed pitches that are still visible, most recently followed first.",
  request: z.object({}).loose(),
  response: ok({ pitches: z.array(followedPitch) }),
});

export const saveSearch = endpoint({
  ...calls.saveSearch,
  summary:
    'Saves the listing filters under a name, with an alert: immediate, daily (digest) or off. ' +
    `At most ${SAVED_SEARCHES_MAX} per investor; names are unique per investor.`,
  request: z.object({
    name: z
      .string({ error: followTexts.nameRequired })
      .trim()
      .min(1, { error: followTexts.nameRequired })
      .max(SAVED_SEARCH_NAME_MAX, { error: followTexts.nameTooLong }),
    filters: savedSearchFilters
      .refine(
        (f) =>
          f.expertise.length > 0 ||
          !!f.search_query ||
          f.investment_range !== undefined ||
          (f.stage?.length ?? 0) > 0 ||
          (f.country?.length ?? 0) > 0,
        {
          error: followTexts.filtersRequired,
        },
      )
      .refine((f) => f.expertise.length <= SAVED_SEARCH_TYPES_MAX, { error: followTexts.tooManyTypes }),
    alert: z.enum(SAVED_SEARCH_ALERTS, { error: followTexts.alertInvalid }),
  }),
  response: ok({ saved_search: savedSearch }),
});

export const getSavedSearches = endpoint({
  ...calls.getSavedSearches,
  summary: "The caller's saved searches, newest first.",
  request: z.object({}).loose(),
  response: ok({ saved_searches: z.array(savedSearch) }),
});

export const deleteSavedSearch = endpoint({
  ...calls.deleteSavedSearch,
  summary: "Deletes one of the caller's saved searches (404 for anyone else's).",
  request: z.object({ saved_search_id: idSchema('saved search id') }),
  response: okOnly,
});

export const followsEndpoints = [
  followPitch,
  getFollowedPitches,
  saveSearch,
  getSavedSearches,
  deleteSavedSearch,
] as const;
