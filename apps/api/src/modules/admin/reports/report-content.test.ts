import { REPORTS_PER_DAY, reportContent, reportTexts } from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client.js';
import { conversationMessages, conversations, users } from '../../../db/schema/index.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import {
  aDraftPitch,
  anEntrepreneur,
  anInvestor,
  aPublishedPitch,
  type Person,
} from '../../../test/pitches.js';

let t: TestApp;
let founder: Person;
let investor: Person;
let pitchId: string;
beforeAll(async () => {
  t = await startTestApp();
  founder = await anEntrepreneur(t, 'Frida');
  investor = await anInvestor(t, 'Ivan');
  pitchId = await aPublishedPitch(t, founder, { name: 'Reported Rockets' });
});
afterAll(() => t.close());

const report = (token: string | undefined, body: Record<string, unknown>) =>
  t.call(reportContent, body, token ? { token } : {});
const reportsOf = (reporterId: string) =>
  queryRows<{ target_type: string; target_id: string; reason: string; details: string; status: string }>(
    t.db,
    sql`select target_type, target_id, reason, details, status from content_reports where reporter_id = ${reporterId}`,
  );

/** A conversation about a pitch of `owner` with `investor`, and one message from each. */
async function aConversation(owner: Person, withInvestor: Person) {
  const pitch = await aPublishedPitch(t, owner);
  const [conversation] = await t.db
    .insert(conversations)
    .values({ pitchId: pitch, investorId: withInvestor.id })
    .returning({ id: conversations.id });
  const conversationId = conversation?.id ?? '';
  const [fromInvestor, fromOwner] = await t.db
    .insert(conversationMessages)
    .values([
      { conversationId, senderId: withInvestor.id, body: 'Buy my coin, 1000% returns!' },
      { conversationId, senderId: owner.id, body: 'No thank you.' },
    ])
    .returning({ id: conversationMessages.id });
  return { fromInvestor: fromInvestor?.id ?? '', fromOwner: fromOwner?.id ?? '' };
}

describe('/reportContent', () => {
  it('when a signed-in investor reports a public pitch, then the report is stored open', async () => {
    const res = await report(investor.token, {
      target_type: 'pitch',
      target_id: pitchId,
      reason: 'fraud',
      details: 'The numbers are invented.',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: reportTexts.sent });
    expect(await reportsOf(investor.id)).toContainEqual({
      target_type: 'pitch',
      target_id: pitchId,
      reason: 'fraud',
      details: 'The numbers are invented.',
      status: 'open',
    });
  });

  it('when the same person reports the same pitch again while it is open, then 409 and no second row', async () => {
    const reporter = await anInvestor(t, 'Twice');
    const body = { target_type: 'pitch', target_id: pitchId, reason: 'spam' };
    expect((await report(reporter.token, body)).status).toBe(200);
    const again = await report(reporter.token, body);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(reportTexts.alreadyReported);
    expect(await reportsOf(reporter.id)).toHaveLength(1);
  });

  it('when a guest reports, then 401', async () => {
    const res = await report(undefined, { target_type: 'pitch', target_id: pitchId, reason: 'spam' });
    expect(res.status).toBe(401);
  });

  it('when the pitch is hidden, a draft or unknown, then 404 as if it did not exist', async () => {
    const hidden = await aPublishedPitch(t, founder, { isHidden: true });
    const draft = await aDraftPitch(t, founder);
    for (const target of [hidden, draft, '00000000-0000-4000-8000-000000000000']) {
      const res = await report(investor.token, { target_type: 'pitch', target_id: target, reason: 'spam' });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(reportTexts.notFound);
    }
  });

  it('when the founder reports their own pitch, then 400', async () => {
    const res = await report(founder.token, { target_type: 'pitch', target_id: pitchId, reason: 'spam' });
    expect(res.status).toBe(400);
    expect(res.body.errors.target_id).toBe(reportTexts.ownContent);
  });

  it('when a finished profile is reported, then it is stored; an unfinished one is 404', async () => {
    const ok = await report(investor.token, {
      target_type: 'profile',
      target_id: founder.id,
      reason: 'inappropriate',
    });
    expect(ok.status).toBe(200);
    const unfinished = await anEntrepreneur(t, 'Unfinished');
    await t.db.execute(sql`update users set is_profile_complete = false where id = ${unfinished.id}`);
    const res = await report(investor.token, {
      target_type: 'profile',
      target_id: unfinished.id,
      reason: 'spam',
    });
    expect(res.status).toBe(404);
  });

  it('when a message is reported, then only a participant may, and not their own', async () => {
    const owner = await anEntrepreneur(t, 'Olga');
    const talker = await anInvestor(t, 'Tom');
    const outsider = await anInvestor(t, 'Otto');
    const { fromInvestor, fromOwner } = await aConversation(owner, talker);
    const byOwner = await report(owner.token, {
      target_type: 'message',
      target_id: fromInvestor,
      reason: 'fraud',
    });
    expect(byOwner.status).toBe(200);
    const byOutsider = await report(outsider.token, {
      target_type: 'message',
      target_id: fromInvestor,
      reason: 'spam',
    });
    expect(byOutsider.status).toBe(404);
    const own = await report(talker.token, {
      target_type: 'message',
      target_id: fromInvestor,
      reason: 'spam',
    });
    expect(own.status).toBe(400);
    const other = await report(talker.token, {
      target_type: 'message',
      target_id: fromOwner,
      reason: 'spam',
    });
    expect(other.status).toBe(200);
  });

  it('when the input is bad, then 400 names the field and nothing is stored', async () => {
    const reporter = await anInvestor(t, 'Careless');
    const cases: [Record<string, unknown>, string][] = [
      [{ target_type: 'comment', target_id: pitchId, reason: 'spam' }, 'target_type'],
      [{ target_type: 'pitch', target_id: 'not-a-uuid', reason: 'spam' }, 'target_id'],
      [{ target_type: 'pitch', target_id: pitchId, reason: 'boring' }, 'reason'],
      [{ target_type: 'pitch', target_id: pitchId, reason: 'other' }, 'details'],
      [{ target_type: 'pitch', target_id: pitchId, reason: 'spam', details: 'x'.repeat(1001) }, 'details'],
    ];
    for (const [body, field] of cases) {
      const res = await report(reporter.token, body);
      expect(res.status, field).toBe(400);
      expect(Object.keys(res.body.errors)).toContain(field);
    }
    const other = await report(reporter.token, { target_type: 'pitch', target_id: pitchId, reason: 'other' });
    expect(other.body.errors.details).toBe(reportTexts.detailsRequiredForOther);
    expect(await reportsOf(reporter.id)).toHaveLength(0);
  });

  it(`when a person files more than ${REPORTS_PER_DAY} reports in a day, then 429 and the extra is not stored`, async () => {
    const reporter = await anInvestor(t, 'Busy');
    const people = await t.db
      .insert(users)
      .values(
        Array.from({ length: REPORTS_PER_DAY + 1 }, (_, i) => ({
          userType: 'entrepreneur' as const,
          firstName: `Target${i}`,
          lastName: 'Person',
          email: `target.${i}.${Date.now().toString(36)}@example.test`,
          passwordHash: 'not-a-real-hash',
          isdCode: '1',
          mobileNumber: `41677${String(i).padStart(5, '0')}`,
          isProfileComplete: true,
        })),
      )
      .returning({ id: users.id });
    for (const person of people.slice(0, REPORTS_PER_DAY)) {
      const res = await report(reporter.token, {
        target_type: 'profile',
        target_id: person.id,
        reason: 'spam',
      });
      expect(res.status).toBe(200);
    }
    const extra = await report(reporter.token, {
      target_type: 'profile',
      target_id: people[REPORTS_PER_DAY]?.id,
      reason: 'spam',
    });
    expect(extra.status).toBe(429);
    expect(extra.body.message).toBe(reportTexts.tooMany);
    expect(extra.body.retry_after).toBeGreaterThan(0);
    expect(await reportsOf(reporter.id)).toHaveLength(REPORTS_PER_DAY);
  });
});
