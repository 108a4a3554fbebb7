import { followPitch, hidePitches, updateNotificationSettings } from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../db/client.js';
import type { TestApp } from './harness.js';
import { milestoneFields, saveStep } from './pitch-steps.js';
import type { Person } from './pitches.js';
import { queuedMailSent, waitUntil } from './wait.js';

/**
 * The steps of the follow-notice and saved-search-alert tests, for one pitch owner: follow, hide, add news,
 * choose the digest, let the queue settle, and read what each person was told. Driven through the queue:
 * the jobs run as the worker takes them, no sleeping.
 */
export function followAlerts(t: TestApp, owner: Person) {
  const follow = async (who: Person, pitchId: string) =>
    expect((await t.call(followPitch, { pitch_id: pitchId, value: true }, { token: who.token })).status).toBe(
      200,
    );
  const hide = async (pitchId: string, value: boolean) =>
    expect((await t.call(hidePitches, { pitch_id: pitchId, value }, { token: owner.token })).status).toBe(
      200,
    );
  const addMilestone = (pitchId: string, name: string) =>
    saveStep(t, owner, { ...milestoneFields(pitchId), milestone_name: name });
  const chooseDaily = async (who: Person) =>
    expect(
      (await t.call(updateNotificationSettings, { follow_notices: 'daily' }, { token: who.token })).status,
    ).toBe(200);

  /** Every job due now has run, and the mail it queued reached the catcher. */
  const settled = async () => {
    t.worker?.wake();
    await queuedMailSent(t.db);
  };

  const bell = (who: Person) =>
    queryRows<{ kind: string; title: string; body: string; link: string }>(
      t.db,
      sql`select kind, title, body, link from notifications where user_id = ${who.id} order by seq`,
    );
  const mailsTo = (who: Person) => t.mail.messages().filter((m) => m.to.includes(who.email.toLowerCase()));

  /** The next DIGEST_HOUR_UTC comes: the user's waiting digest job falls due and runs. */
  async function digestTime(who: Person) {
    const due = await queryRows<{ id: number }>(
      t.db,
      sql`update jobs set run_at = now(), due_at = now() where kind = 'alert_digest'
          and payload->>'user_id' = ${who.id} and done_at is null returning id::int as id`,
    );
    await settled();
    await waitUntil(async () => {
      const [row] = await queryRows<{ left: number }>(
        t.db,
        sql`select count(*)::int as left from jobs where kind = 'alert_digest'
            and payload->>'user_id' = ${who.id} and done_at is null and run_at <= now()`,
      );
      return row?.left === 0;
    }, 'the digest job to run');
    return due.length;
  }

  return { follow, hide, addMilestone, chooseDaily, settled, bell, mailsTo, digestTime };
}
