import { updateTexts as t } from '@angelbridge/contracts';
import { webPath, webPaths } from '@angelbridge/contracts/web-paths';
import type { Db } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { type ClaimedJob, enqueueJob, type JobHandler, takeJobsIn } from '../../jobs/index.js';
import { enqueueMail } from '../../mail/mail-queue.js';
import { updateReminderMail } from '../../mail/templates/update-mails.js';
import { notificationsService as notifications } from '../notifications/index.js';
import { recordDueReminders } from './reminders.queries.js';

/** The daily look for founders whose funded investors have heard nothing for a while. */
export const UPDATE_REMINDERS_JOB = 'update_reminders';
/** It runs at this hour (UTC), once a day. */
export const REMINDER_HOUR_UTC = 9;

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Queues the run of the next day that has none yet: the next REMINDER_HOUR_UTC from now, and after `after`
 * (the day of the run that asks; a run started early by an admin must not take its own day again). Keyed
 * by the day, so every instance asking at start-up, and every run asking for its successor, make one job.
 */
export async function scheduleReminderRun(db: Db, after?: string): Promise<void> {
  const now = Date.now();
  const today = Date.parse(`${dayOf(now)}T00:00:00Z`);
  let day = today + REMINDER_HOUR_UTC * 3_600_000 > now ? today : today + DAY_MS;
  if (after) day = Math.max(day, Date.parse(`${after}T00:00:00Z`) + DAY_MS);
  await enqueueJob(db, {
    kind: UPDATE_REMINDERS_JOB,
    key: `update-reminders:${dayOf(day)}`,
    payload: { day: dayOf(day) },
    runAt: new Date(day + REMINDER_HOUR_UTC * 3_600_000),
    priority: 'bulk',
  });
}

/**
 * The daily run, in one transaction with its own completion (takeJobsIn), so a run repeated after a crash
 * or by a second instance tells nobody twice: it queues tomorrow's run, records the reminders due, and
 * tells each founder by the bell and, unless email_investor_updates is off, by e-mail (keyed by the pitch
 * and the spell).
 */
export function reminderJob({ db, publicUrl }: { db: Db; publicUrl: string }): JobHandler {
  return async (job: ClaimedJob) => {
    await inTransaction(db, async (tx) => {
      const [taken] = await takeJobsIn(tx, UPDATE_REMINDERS_JOB, job.id, 1);
      if (!taken) return;
      await scheduleReminderRun(tx, (job.payload as { day?: string }).day);
      for (const due of await recordDueReminders(tx)) {
        const body = t.noticeReminder(due.name_of_pitch);
        const link = webPath(webPaths.pitchUpdateNew, { id: due.pitch_id });
        await notifications.insert(tx, {
          userId: due.owner_id,
          kind: 'update_reminder',
          title: 'Time for an investor update',
          body,
          link,
          contactRequestId: null,
        });
        if (!due.wants_email) continue;
        const mail = updateReminderMail({
          firstName: due.first_name,
          body,
          link: new URL(link, publicUrl).toString(),
        });
        await enqueueMail(tx, { to: due.email, ...mail }, `update-reminder:${due.pitch_id}:${due.since}`);
      }
    });
  };
}
