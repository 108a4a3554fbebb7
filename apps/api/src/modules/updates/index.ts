import type { RateLimitStore } from '../../http/rate-limit-store.js';
import type { JobHandler } from '../../jobs/index.js';
import type { ModuleDeps } from '../module-deps.js';
import type { PostMessage } from './context.js';
import { reminderJob, UPDATE_REMINDERS_JOB } from './reminders.js';
import { updatesRoutes } from './updates.routes.js';
import { updatesService } from './updates.service.js';

/**
 * The investor updates module's one door (issue 34): a founder's drafts, published once to the pitch's
 * investors (and followers when asked), each recipient told by the bell and by e-mail through the queue;
 * the recipients' feed, the metrics over time, replies into a conversation (the conversations module's
 * `postMessage`, passed in by compose.ts), and the daily reminder job for quiet founders.
 */
export function createUpdates(deps: ModuleDeps & { rateLimits: RateLimitStore; postMessage: PostMessage }) {
  const publicUrl = deps.config.publicUrl;
  const service = updatesService({ db: deps.db, publicUrl, postMessage: deps.postMessage });
  const jobHandlers: Record<string, JobHandler> = {
    [UPDATE_REMINDERS_JOB]: reminderJob({ db: deps.db, publicUrl }),
  };
  return { routes: updatesRoutes(service, deps.rateLimits), service, jobHandlers };
}

export { exportUpdatesOf, forgetUpdatesOf } from './account-data.js';
export type { PostMessage } from './context.js';
export { REMINDER_HOUR_UTC, scheduleReminderRun, UPDATE_REMINDERS_JOB } from './reminders.js';
