import type { AdminJob } from '@angelbridge/contracts';
import { ConfirmDialog } from '../confirm-dialog';
import { when } from './job-table';

/** Running a job early sends what it sends now (a digest, a reminder), so the console asks first. */
export function ConfirmRunNow({
  job,
  pending,
  error,
  onCancel,
  onConfirm,
}: {
  job: AdminJob | null;
  pending: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: (job: AdminJob) => void;
}) {
  return (
    <ConfirmDialog
      subject={job}
      title="Run this job now?"
      action="Run now"
      pending={pending}
      error={error}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      {(j) => (
        <>
          The {j.kind} job #{j._id}{' '}
          {j.state === 'failed'
            ? `was given up after ${j.attempts} ${j.attempts === 1 ? 'try' : 'tries'}; it is tried again now, and retried for a while if it fails again.`
            : j.state === 'scheduled'
              ? `was to run at ${when(j.run_at)}; a worker runs it now instead, and what it sends goes out now.`
              : 'is due; the workers are asked to take it now.'}
        </>
      )}
    </ConfirmDialog>
  );
}
