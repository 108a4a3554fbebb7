import { type AdminJob, JOB_STATES, type JobState } from '@angelbridge/contracts';
import { Button, Group, NativeSelect, SegmentedControl, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { AdminListPage } from '../admin-list-page';
import { useJobs, useRunJobNow } from './api/jobs';
import { ConfirmRunNow } from './confirm-run-now';
import { JobTable, STATE_LABELS } from './job-table';

const EMPTY: Record<JobState, string> = {
  failed: 'No failed jobs.',
  scheduled: 'No jobs scheduled for later.',
  due: 'No jobs waiting: the workers are keeping up.',
};

const errorText = errorMessage;

/** How long, in words a person reads at a glance: 45 s, 12 min, 3 h. */
const ageText = (seconds: number) =>
  seconds < 120
    ? `${seconds} s`
    : seconds < 7200
      ? `${Math.floor(seconds / 60)} min`
      : `${Math.floor(seconds / 3600)} h`;

/** The mail queue's depth (admins only; the public health check does not show it). Over 10 minutes old: SMTP trouble. */
function MailQueueLine({ depth, oldest_age_seconds }: { depth: number; oldest_age_seconds: number }) {
  return (
    <Text size="sm" c={oldest_age_seconds > 600 ? 'red.8' : 'gray.7'}>
      {depth === 0
        ? 'Mail queue: empty, every e-mail due has been sent.'
        : `Mail queue: ${depth} ${depth === 1 ? 'e-mail' : 'e-mails'} due and not yet sent, the oldest waiting ${ageText(oldest_age_seconds)}.`}
    </Text>
  );
}

/**
 * /admin/queue: the durable job queue (mail, alerts, digests, access expiry) by state, with "Run now"
 * for a job that waits or failed. What a job carries (codes, personal data) is never shown.
 */
export function QueuePage() {
  const [state, setState] = useState<JobState>('failed');
  const [kind, setKind] = useState<string | undefined>(undefined);
  const [page, setPage] = useState(1);
  const [confirming, setConfirming] = useState<AdminJob | null>(null);
  const query = useJobs(state, kind, page);
  const run = useRunJobNow();
  const data = query.data;

  const closeConfirm = () => {
    setConfirming(null);
    run.reset();
  };
  const runNow = (job: AdminJob) =>
    run.mutate(job._id, {
      onSuccess: (answer) => {
        setConfirming(null);
        notify(answer.message);
      },
    });

  return (
    <>
      <AdminListPage
        title="Queue"
        aside={
          // the queue moves on its own (workers, new work): the list is read again on demand
          <Button variant="default" size="xs" loading={query.isFetching} onClick={() => void query.refetch()}>
            Refresh
          </Button>
        }
        intro={
          <>
            <Text size="sm" c="gray.7">
              The work the app does in the background: e-mails, alerts, daily digests, access expiry. A failed
              job was given up after a day of retries; run it again once its cause is fixed.
            </Text>
            <Group align="flex-end" wrap="wrap" gap="md">
              <SegmentedControl
                aria-label="Jobs to show"
                data={JOB_STATES.map((value) => ({
                  value,
                  label: data ? `${STATE_LABELS[value]} (${data.counts[value]})` : STATE_LABELS[value],
                }))}
                value={state}
                onChange={(value) => {
                  setState(value as JobState);
                  setPage(1);
                }}
              />
              <NativeSelect
                label="Kind"
                data={[
                  { value: '', label: 'All kinds' },
                  ...(data?.kinds ?? []).map((k) => ({ value: k, label: k })),
                ]}
                value={kind ?? ''}
                onChange={(event) => {
                  setKind(event.currentTarget.value || undefined);
                  setPage(1);
                }}
              />
            </Group>
            {data && <MailQueueLine {...data.mail_queue} />}
          </>
        }
        query={query}
        list={data && { ...data, rows: data.jobs.length }}
        page={page}
        onPage={setPage}
        count={(total) => `${total} ${STATE_LABELS[state].toLowerCase()} ${total === 1 ? 'job' : 'jobs'}`}
        loadingLabel="Loading jobs"
        skeletonHeight={40}
        errorTitle="Could not load the queue"
        empty={EMPTY[state]}
        pagesLabel="Job pages"
      >
        {data && (
          <JobTable jobs={data.jobs} caption={`${STATE_LABELS[state]} jobs`} onRunNow={setConfirming} />
        )}
      </AdminListPage>
      <ConfirmRunNow
        job={confirming}
        pending={run.isPending}
        error={run.isError ? errorText(run.error) : null}
        onCancel={closeConfirm}
        onConfirm={runNow}
      />
    </>
  );
}
