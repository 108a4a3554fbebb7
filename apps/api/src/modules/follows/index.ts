import type { RateLimitStore } from '../../http/rate-limit-store.js';
import type { JobHandler } from '../../jobs/index.js';
import type { ModuleDeps } from '../module-deps.js';
import { ALERT_DIGEST_JOB, ALERT_MAIL_JOB } from './alert-delivery.queries.js';
import { alertDigestJob, alertMailJob } from './alert-jobs.js';
import { followsRoutes } from './follows.routes.js';
import { followsService } from './follows.service.js';
import { PITCH_NEWS_JOB, pitchNewsJob } from './pitch-news.js';
import { PITCH_VISIBLE_JOB, pitchVisibleJob } from './saved-search-alerts.js';

/**
 * Follows and saved searches (investors), and the alerts they bring: the database enqueues a job when a
 * followed pitch adds a milestone or a public document, or a pitch is published or unhidden (triggers,
 * migration follows_and_saved_searches); these jobs tell the followers and the matching searches' owners.
 */
export function createFollows(deps: ModuleDeps & { rateLimits: RateLimitStore }) {
  const { db } = deps;
  const publicUrl = deps.config.publicUrl;
  const service = followsService({ db });
  const jobHandlers: Record<string, JobHandler> = {
    [PITCH_NEWS_JOB]: pitchNewsJob({ db }),
    [PITCH_VISIBLE_JOB]: pitchVisibleJob({ db }),
    [ALERT_MAIL_JOB]: alertMailJob({ db, publicUrl }),
    [ALERT_DIGEST_JOB]: alertDigestJob({ db, publicUrl }),
  };
  return { routes: followsRoutes(service, deps.rateLimits), service, jobHandlers };
}

export { followerCount } from './follows.queries.js';
export { matchSavedSearches, PITCH_VISIBLE_JOB } from './saved-search-alerts.js';
