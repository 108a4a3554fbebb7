import { type AdminJob, adminJobTexts, getJobs, runJobNow } from '@angelbridge/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, refusal, sent } from '../../../test/api';
import { renderInRouter } from '../../../test/render';
import { QueuePage } from './queue-page';

const job = (id: string, state: AdminJob['state'], extra: Partial<AdminJob> = {}): AdminJob => ({
  _id: id,
  kind: 'mail',
  state,
  created_at: '2026-11-01T10:00:00.000Z',
  run_at: '2026-11-02T08:00:00.000Z',
  attempts: 0,
  last_error: null,
  done_at: null,
  ...extra,
});

beforeEach(() => {
  sessionStorage.setItem('admin_token', 'admin-token');
  sessionStorage.setItem('admin_user', JSON.stringify({ user_type: 'admin', first_name: 'Ada' }));
});

describe('the Queue page', () => {
  it('lists the failed jobs with their errors, and runs one now after a confirmation', async () => {
    let failed = [job('7', 'failed', { attempts: 9, last_error: 'connect ECONNREFUSED 127.0.0.1:25' })];
    answer(getJobs, (body) => ({
      success: true,
      message: 'OK',
      jobs: body.state === 'failed' ? failed : [],
      counts: { failed: failed.length, scheduled: 2, due: 0 },
      mail_queue: { depth: 3, oldest_age_seconds: 754 },
      kinds: ['alert_digest', 'mail'],
      total: body.state === 'failed' ? failed.length : 0,
      page: 1,
      page_size: 50,
    }));
    answer(runJobNow, () => {
      const ran = { ...job('7', 'due'), attempts: 9 };
      failed = [];
      return { success: true, message: adminJobTexts.queued, job: ran };
    });
    renderInRouter(<QueuePage />, '/admin/queue');

    const table = await screen.findByRole('table', { name: 'Failed jobs' }, { timeout: 5000 });
    expect(within(table).getByText('connect ECONNREFUSED 127.0.0.1:25')).toBeTruthy();
    expect(screen.getByText('Scheduled (2)')).toBeTruthy();
    // the depth moved here from the public /api/health
    expect(
      screen.getByText('Mail queue: 3 e-mails due and not yet sent, the oldest waiting 12 min.'),
    ).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'Run job 7 (mail) now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Run this job now?' });
    expect(within(dialog).getByText(/given up after 9 tries/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Run now' }));
    await waitFor(() => expect(sent(runJobNow).map((c) => c.body)).toEqual([{ job_id: '7' }]));
    expect(await screen.findByText('No failed jobs.', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('when the job ran meanwhile, then the dialog says so and stays open', async () => {
    answer(getJobs, () => ({
      success: true,
      message: 'OK',
      jobs: [job('8', 'scheduled')],
      counts: { failed: 1, scheduled: 1, due: 0 },
      mail_queue: { depth: 0, oldest_age_seconds: 0 },
      kinds: ['mail'],
      total: 1,
      page: 1,
      page_size: 50,
    }));
    answer(runJobNow, () => refusal(409, adminJobTexts.done));
    renderInRouter(<QueuePage />, '/admin/queue');

    fireEvent.click(await screen.findByRole('button', { name: 'Run job 8 (mail) now' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Run this job now?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Run now' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(adminJobTexts.done);
  });
});
