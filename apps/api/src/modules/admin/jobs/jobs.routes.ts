import { getJobs, adminJobTexts as m, runJobNow } from '@angelbridge/contracts';
import { type Route, route } from '../../../http/contract-router.js';
import { actorOf, type moderationLimits } from '../moderation-calls.js';
import type { JobsService } from './jobs.service.js';

/** The Queue section's calls: each destructures, asks the service, answers. */
export function adminJobsRoutes(jobs: JobsService, limits: ReturnType<typeof moderationLimits>): Route[] {
  return [
    route(getJobs, async ({ input }) => jobs.list(input), { limits: limits.reads }),
    route(
      runJobNow,
      async ({ input, caller, req }) => ({
        job: await jobs.runNow(input.job_id, actorOf(caller, req)),
        message: m.queued,
      }),
      { limits: limits.writes },
    ),
  ];
}
