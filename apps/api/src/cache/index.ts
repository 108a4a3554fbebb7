import type { ChangeFeed } from '../db/client.js';
import type { PreparedBody } from './prepared-body.js';
import { createPublicCache, type PublicCache } from './public-cache.js';

export { isContractCall, sendCallAnswer } from './call-answer.js';
export { COMPRESS_THRESHOLD, type PreparedBody, prepareBody, sendPrepared } from './prepared-body.js';
export { createPublicCache, PUBLIC_CHANGE_CHANNEL, type PublicCache } from './public-cache.js';

/** Tables behind the pick lists, places and CMS pages: they change only when an operator edits them. */
const REFERENCE_TABLES = [
  'countries',
  'states',
  'cities',
  'skills',
  'project_types',
  'preferred_sectors',
  'alma_maters',
  'business_types',
  'arche_types',
  'cms_pages',
] as const;

/** Tables behind the public lists of people and pitches (cards name countries and project types too). */
const LIST_TABLES = [
  'users',
  'user_skills',
  'user_desired_projects',
  'user_expertise',
  'user_preferred_sectors',
  'pitches',
  'pitch_team_members',
  'pitch_documents',
  'pitch_milestones',
  'pitch_faqs',
  'countries',
  'project_types',
  // a round's public progress (issue 32): its triggers (migration 0029) speak only when what the public
  // may see of it changes (progress shown, money accepted), so indications alone never empty this cache
  'pitch_rounds',
  'commitments',
] as const;

/**
 * Tables behind a guest's pitch page: the lists' tables, and the contact requests it counts to say how
 * soon the founder answers (migration 0035).
 */
const PITCH_PAGE_TABLES = [...LIST_TABLES, 'contact_requests', 'contact_request_events'] as const;

/**
 * The process's public caches, one per kind of data so a busy table does not empty a quiet one's cache.
 * A route adopts one with `route(endpoint, handler, { cache: { store: caches.lists, key } })`.
 */
export interface PublicCaches {
  /** Reference data and CMS pages. */
  reference: PublicCache<PreparedBody>;
  /** Public lists of people and pitches: the funding page, the investment listing. */
  lists: PublicCache<PreparedBody>;
  /** Pitch pages as a guest sees them: apart, so a contact request empties them and not the lists. */
  pitchPages: PublicCache<PreparedBody>;
  /** Resolves when every cache listens for changes (before that, they only pass reads through). */
  ready: Promise<void>;
}

export function createPublicCaches(feed: ChangeFeed | undefined): PublicCaches {
  const reference = createPublicCache<PreparedBody>(feed, { tables: REFERENCE_TABLES });
  const lists = createPublicCache<PreparedBody>(feed, { tables: LIST_TABLES });
  // a page is some tens of kilobytes, kept with its compressed copies: a few hundred hold the pitches
  // guests open most
  const pitchPages = createPublicCache<PreparedBody>(feed, { tables: PITCH_PAGE_TABLES, maxEntries: 500 });
  return {
    reference,
    lists,
    pitchPages,
    ready: Promise.all([reference.ready, lists.ready, pitchPages.ready]).then(() => undefined),
  };
}
