import type { AdminJob } from '@angelbridge/contracts';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
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
    <Modal opened={job !== null} onClose={onCancel} title="Run this job now?">
      {job && (
        <Stack gap="md">
          <Text size="sm">
            The {job.kind} job #{job._id}{' '}
            {job.state === 'failed'
              ? `was given up after ${job.attempts} ${job.attempts === 1 ? 'try' : 'tries'}; it is tried again now, and retried for a while if it fails again.`
              : job.state === 'scheduled'
                ? `was to run at ${when(job.run_at)}; a worker runs it now instead, and what it sends goes out now.`
                : 'is due; the workers are asked to take it now.'}
          </Text>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            <Button loading={pending} onClick={() => onConfirm(job)} data-autofocus>
              Run now
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
