import { DASHBOARD_WEEKS, getDashboard, reportContent } from '@angelbridge/contracts';
import { describe, expect, it } from 'vitest';
import { openTestApp } from '../../../test/accounts.js';
import { adminCall, signedInAdmin } from '../../../test/admin.js';
import { TEST_API_KEY } from '../../../test/harness.js';
import { insertPerson } from '../../../test/people.js';
import { anEntrepreneur, anInvestor, aPublishedPitch } from '../../../test/pitches.js';

const { t } = await openTestApp();
const admin = await signedInAdmin(t);
const call = adminCall(t, admin.token);
const DAY = 24 * 60 * 60_000;

describe('/admin/getDashboard', () => {
  it('answers 12 weeks, oldest first, counting the sign-ups of each week and never admins', async () => {
    const before = await call(getDashboard);
    expect(before.status).toBe(200);
    expect(before.body.weeks).toHaveLength(DASHBOARD_WEEKS);
    const starts = before.body.weeks.map((w: { week_start: string }) => w.week_start);
    expect([...starts].sort()).toEqual(starts);
    // Mondays, a week apart
    for (const start of starts) expect(new Date(`${start}T00:00:00Z`).getUTCDay()).toBe(1);
    const thisWeek = (body: typeof before.body) => body.weeks[DASHBOARD_WEEKS - 1];
    const threeWeeksAgo = (body: typeof before.body) => body.weeks[DASHBOARD_WEEKS - 4];

    await insertPerson(t.db, { firstName: 'New', lastName: 'Founder' });
    await insertPerson(t.db, {
      type: 'investor',
      firstName: 'Older',
      lastName: 'Investor',
      createdAt: new Date(Date.now() - 21 * DAY),
    });
    await signedInAdmin(t);
    const after = await call(getDashboard);
    expect(thisWeek(after.body).sign_ups).toBe(thisWeek(before.body).sign_ups + 1);
    expect(threeWeeksAgo(after.body).sign_ups).toBe(threeWeeksAgo(before.body).sign_ups + 1);
  });

  it('counts the open reports and the contact messages nobody has handled yet', async () => {
    const before = await call(getDashboard);
    const founder = await anEntrepreneur(t, 'Queued');
    const investor = await anInvestor(t, 'Reporter');
    const pitchId = await aPublishedPitch(t, founder, { name: 'Queued Quasars' });
    const reported = await t.call(
      reportContent,
      { target_type: 'pitch', target_id: pitchId, reason: 'spam', details: 'Looks copied.' },
      { token: investor.token },
    );
    expect(reported.status).toBe(200);
    const contact = await t.http.post('/api/contactUs').set('x-api-key', TEST_API_KEY).field({
      name: 'Ada',
      email: 'ada@example.com',
      role: 'investor',
      subject: 'Hi',
      message: 'Hello',
      contact_me: 'true',
    });
    expect(contact.status).toBe(200);

    const after = await call(getDashboard);
    expect(after.body.open_reports).toBe(before.body.open_reports + 1);
    expect(after.body.unhandled_contact_messages).toBe(before.body.unhandled_contact_messages + 1);
  });
});
