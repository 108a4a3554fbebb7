import {
  getInvestmentPageDataById,
  getNotifications,
  getReports,
  reportContent,
  reportTexts,
  resolveReport,
} from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client.js';
import { signedInAdmin } from '../../../test/admin.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { anEntrepreneur, anInvestor, aPublishedPitch, type Person } from '../../../test/pitches.js';

let t: TestApp;
let admin: { token: string; userId: string };
let founder: Person;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signedInAdmin(t);
  founder = await anEntrepreneur(t, 'Fenna');
});
afterAll(() => t.close());

const asAdmin = (endpoint: Parameters<TestApp['call']>[0], body: object) =>
  t.call(endpoint, body, { token: admin.token });

async function aReport(reporter: Person, body: Record<string, unknown>): Promise<string> {
  const res = await t.call(reportContent, body, { token: reporter.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.report_id;
}

const auditRows = (targetId: string) =>
  queryRows<{ action: string; admin_id: string; reason: string | null; after: Record<string, unknown> }>(
    t.db,
    sql`select action, admin_id, reason, after from admin_audit_log where target_id::text = ${targetId}`,
  );

const statusOf = async (id: string) =>
  (await queryRows<{ status: string }>(t.db, sql`select status from content_reports where id = ${id}`))[0]
    ?.status;

describe('/admin/getReports', () => {
  it('when the admin opens the queue, then each open report comes with its content inline', async () => {
    const reporter = await anInvestor(t, 'Rita');
    const pitchId = await aPublishedPitch(t, founder, { name: 'Queue Pitch' });
    const reportId = await aReport(reporter, {
      target_type: 'pitch',
      target_id: pitchId,
      reason: 'spam',
      details: 'Ads',
    });
    const profileReport = await aReport(reporter, {
      target_type: 'profile',
      target_id: founder.id,
      reason: 'fraud',
    });
    const res = await asAdmin(getReports, { status: 'open' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const pitchEntry = res.body.reports.find((r: { _id: string }) => r._id === reportId);
    expect(pitchEntry).toMatchObject({
      target_type: 'pitch',
      reason: 'spam',
      details: 'Ads',
      status: 'open',
      reporter: { _id: reporter.id },
      content: { title: 'Queue Pitch', owner_id: founder.id, link: `/project/${pitchId}` },
    });
    expect(pitchEntry.content.text.length).toBeGreaterThan(0);
    const profileEntry = res.body.reports.find((r: { _id: string }) => r._id === profileReport);
    expect(profileEntry.content).toMatchObject({ title: 'Fenna Founder', owner_id: founder.id });
  });

  it('when filtered by another status, then the open ones are not listed', async () => {
    const res = await asAdmin(getReports, { status: 'dismissed' });
    expect(res.status).toBe(200);
    expect(res.body.reports.every((r: { status: string }) => r.status === 'dismissed')).toBe(true);
    expect((await asAdmin(getReports, { status: 'pending' })).status).toBe(400);
  });

  it('when anyone but an admin asks, then 401 or 403', async () => {
    const investor = await anInvestor(t);
    expect((await t.call(getReports, {})).status).toBe(401);
    expect((await t.call(getReports, {}, { token: investor.token })).status).toBe(403);
    expect((await t.call(resolveReport, {}, { token: founder.token })).status).toBe(403);
  });
});

describe('/admin/resolveReport', () => {
  it('when dismissed, then only that report closes, the reporter is told and the action is audited', async () => {
    const reporter = await anInvestor(t, 'Dora');
    const pitchId = await aPublishedPitch(t, founder);
    const reportId = await aReport(reporter, { target_type: 'pitch', target_id: pitchId, reason: 'spam' });
    const res = await asAdmin(resolveReport, {
      report_id: reportId,
      action: 'dismiss',
      note: 'Fine as it is.',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.report).toMatchObject({
      status: 'dismissed',
      admin_note: 'Fine as it is.',
      resolved_by: { _id: admin.userId },
    });
    const bell = await t.call(getNotifications, {}, { token: reporter.token });
    expect(bell.body.notifications[0]).toMatchObject({
      kind: 'report_outcome',
      title: 'Your report was reviewed',
    });
    expect(bell.body.notifications[0].body).toContain('within our rules');
    expect(await auditRows(reportId)).toEqual([
      expect.objectContaining({ action: 'resolveReport', admin_id: admin.userId, reason: 'Fine as it is.' }),
    ]);
    expect((await t.call(getInvestmentPageDataById, { investment_id: pitchId })).status).toBe(200);
  });

  it('when unpublished, then the pitch leaves public view, every open report on it closes and each reporter is told', async () => {
    const first = await anInvestor(t, 'Una');
    const second = await anInvestor(t, 'Ugo');
    const pitchId = await aPublishedPitch(t, founder, { name: 'Scam Pitch' });
    const one = await aReport(first, { target_type: 'pitch', target_id: pitchId, reason: 'fraud' });
    const two = await aReport(second, { target_type: 'pitch', target_id: pitchId, reason: 'spam' });
    const res = await asAdmin(resolveReport, {
      report_id: one,
      action: 'unpublish',
      note: 'Invented revenue.',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.closed).toBe(2);
    expect(await statusOf(two)).toBe('unpublished');
    expect((await t.call(getInvestmentPageDataById, { investment_id: pitchId })).status).toBe(404);
    for (const reporter of [first, second]) {
      const bell = await t.call(getNotifications, {}, { token: reporter.token });
      expect(bell.body.notifications[0].body).toContain('took it down');
    }
    expect((await auditRows(one)).map((row) => row.action)).toEqual(['resolveReport']);
    // the take-down is A2's, in the same transaction: its own audit row, and the founder's e-mail
    expect((await auditRows(pitchId)).map((row) => row.action)).toEqual(['unpublishPitch']);
    expect((await auditRows(pitchId))[0]?.reason).toBe('Invented revenue.');
    const mail = await t.mail.waitFor(founder.email);
    expect(mail.subject).toContain('was unpublished');
    // out of public view, it cannot be reported again
    const late = await anInvestor(t, 'Late');
    const again = await t.call(
      reportContent,
      { target_type: 'pitch', target_id: pitchId, reason: 'spam' },
      { token: late.token },
    );
    expect(again.status).toBe(404);
  });

  it('when suspended, then the account behind the content loses its session at once', async () => {
    const reporter = await anInvestor(t, 'Sam');
    const spammer = await anInvestor(t, 'Spammy');
    const reportId = await aReport(reporter, {
      target_type: 'profile',
      target_id: spammer.id,
      reason: 'spam',
    });
    const res = await asAdmin(resolveReport, {
      report_id: reportId,
      action: 'suspend',
      note: 'Spam account.',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.report.status).toBe('suspended');
    expect((await t.call(getNotifications, {}, { token: spammer.token })).status).toBe(401);
    expect((await auditRows(spammer.id)).map((row) => row.action)).toEqual(['suspendUser']);
    const again = await t.call(
      reportContent,
      { target_type: 'profile', target_id: spammer.id, reason: 'spam' },
      { token: reporter.token },
    );
    expect(again.status).toBe(404);
  });

  it('when the moderation step is refused (the pitch was already taken down), then the report stays open and nothing is written', async () => {
    const reporter = await anInvestor(t, 'Vera');
    const pitchId = await aPublishedPitch(t, founder);
    const reportId = await aReport(reporter, { target_type: 'pitch', target_id: pitchId, reason: 'fraud' });
    await t.db.execute(
      sql`update pitches set unpublished_at = now(), unpublished_reason = 'Earlier' where id = ${pitchId}`,
    );
    const res = await asAdmin(resolveReport, { report_id: reportId, action: 'unpublish', note: 'Again' });
    expect(res.status).toBe(409);
    expect(await statusOf(reportId)).toBe('open');
    expect(await auditRows(reportId)).toEqual([]);
    const bell = await t.call(getNotifications, {}, { token: reporter.token });
    expect(bell.body.notifications).toEqual([]);
  });

  it('when refused (a note missing, unpublishing a profile, already resolved, unknown), then nothing changes and no audit row', async () => {
    const reporter = await anInvestor(t, 'Rex');
    const target = await anEntrepreneur(t, 'Target');
    const reportId = await aReport(reporter, {
      target_type: 'profile',
      target_id: target.id,
      reason: 'spam',
    });
    const noNote = await asAdmin(resolveReport, { report_id: reportId, action: 'suspend' });
    expect(noNote.status).toBe(400);
    expect(noNote.body.errors.note).toBe(reportTexts.noteRequired);
    const notAPitch = await asAdmin(resolveReport, { report_id: reportId, action: 'unpublish', note: 'x' });
    expect(notAPitch.status).toBe(400);
    expect(notAPitch.body.message).toBe(reportTexts.unpublishOnlyPitch);
    expect(await statusOf(reportId)).toBe('open');
    expect(await auditRows(reportId)).toEqual([]);

    expect((await asAdmin(resolveReport, { report_id: reportId, action: 'dismiss' })).status).toBe(200);
    const again = await asAdmin(resolveReport, { report_id: reportId, action: 'dismiss' });
    expect(again.status).toBe(409);
    expect(await auditRows(reportId)).toHaveLength(1);
    const unknown = await asAdmin(resolveReport, {
      report_id: '00000000-0000-4000-8000-000000000000',
      action: 'dismiss',
    });
    expect(unknown.status).toBe(404);
  });
});
