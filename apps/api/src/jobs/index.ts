export {
  type JobRow,
  jobCounts,
  jobKinds,
  listJobs,
  lockedJob,
  makeJobDueNow,
} from './job-console.queries.js';
export { type JobHandler, type JobWorker, retryDelay, startJobWorker } from './job-worker.js';
export { type ClaimedJob, enqueueJob, JOBS_CHANNEL, jobQueueStats, type NewJob } from './jobs.queries.js';
