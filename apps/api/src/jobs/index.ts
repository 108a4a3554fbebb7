export {
  type JobRow,
  jobCounts,
  jobKinds,
  listJobs,
  lockedJob,
  makeJobDueNow,
} from './job-console.queries.js';
export { type JobHandler, type JobWorker, retryDelay, startJobWorker } from './job-worker.js';
export {
  type ClaimedJob,
  enqueueJob,
  enqueueJobs,
  JOB_PRIORITY,
  JOBS_CHANNEL,
  type JobPriority,
  jobQueueStats,
  jobsInsertSql,
  type NewJob,
  type TakenJob,
  takeJobsIn,
  wakeJobWorkers,
} from './jobs.queries.js';
