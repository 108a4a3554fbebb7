import { getNotifications } from '@angelbridge/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMailId, settleMail } from '../../test/accounts.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import type { Person } from '../../test/pitches.js';
import {
  aDraft,
  anUpdateScene,
  aPublishedUpdate,
  recipientRows,
  type UpdateScene,
  updateCalls,
} from '../../test/updates.js';

// Exactly the audience gets an update (issue 34): its bell notice and its e-mail, once each; the funded
// investors (an agreement both signed, the money received), and the followers only when the founder asks.
let t: TestApp;
let s: UpdateScene;
let u: ReturnType<typeof updateCalls>;

beforeAll(async () => {
  t = await startTestApp();
  u = updateCalls(t);
  s = await anUpdateScene(t);
});
afterAll(() => t.close());

const everyone = () => [
  s.investor,
  s.funded,
  s.investorFollowing,
  s.signed,
  s.unsigned,
  s.declined,
  s.withdrawn,
  s.lapsed,
  s.withdrawnAfterSigning,
  s.follower,
  s.strangerInvestor,
  s.strangerFounder,
  s.founder,
];

/** The bell notices of this update a person has. */
const noticesOf = async (who: Person, updateId: string) => {
  const res = await t.call(getNotifications, {}, { token: who.token });
  return res.body.notifications.filter(
    (n: { kind: string; link: string }) => n.kind === 'investor_update' && n.link === `/updates/${updateId}`,
  );
};
/** The e-mails of this update caught since `since`, by address. */
const mailsOf = (who: Person, updateId: string, since: number) =>
  t.mail
    .messages()
    .filter(
      (m) =>
        m.id > since && m.to.includes(who.email.toLowerCase()) && m.text.includes(`/updates/${updateId}`),
    );

async function publishAndSettle(more: object) {
  const since = await lastMailId(t);
  const id = await aPublishedUpdate(t, s.founder, s.pitchId, more);
  await settleMail(t);
  return { id, since };
}

async function expectReached(id: string, since: number, reached: Person[], mailed: Person[] = reached) {
  for (const who of everyone()) {
    const told = reached.includes(who);
    expect((await noticesOf(who, id)).length, `bell of ${who.email}`).toBe(told ? 1 : 0);
    expect(mailsOf(who, id, since).length, `mail of ${who.email}`).toBe(mailed.includes(who) ? 1 : 0);
  }
}

describe('the audience of an update', () => {
  it('when sent to investors, then the funded ones get it once; nobody else, not even a signed investor whose money has not come', async () => {
    const { id, since } = await publishAndSettle({ audience: 'investors' });
    const investors = [s.investor, s.funded, s.investorFollowing];
    expect((await recipientRows(t, id)).map((r) => [r.user_id, r.relation]).sort()).toEqual(
      investors.map((who) => [who.id, 'investor']).sort(),
    );
    await expectReached(id, since, investors);
    const owner = await u.one(s.founder, id);
    expect(owner.body.recipients).toHaveLength(3);
  });

  it('when sent to investors and followers, then followers get it too, and an investor who follows once, as an investor', async () => {
    const { id, since } = await publishAndSettle({ audience: 'investors_and_followers' });
    const rows = await recipientRows(t, id);
    expect(rows.map((r) => [r.user_id, r.relation]).sort()).toEqual(
      [
        [s.investor.id, 'investor'],
        [s.funded.id, 'investor'],
        [s.investorFollowing.id, 'investor'],
        [s.follower.id, 'follower'],
      ].sort(),
    );
    await expectReached(id, since, [s.investor, s.funded, s.investorFollowing, s.follower]);
  });

  it('when a recipient switched update e-mails off, then the bell still rings and no e-mail goes', async () => {
    expect((await u.emailSwitch(s.funded, false)).body.settings.email_investor_updates).toBe(false);
    const { id, since } = await publishAndSettle({ audience: 'investors' });
    await expectReached(
      id,
      since,
      [s.investor, s.funded, s.investorFollowing],
      [s.investor, s.investorFollowing],
    );
    expect((await u.emailSwitch(s.funded, true)).body.settings.email_investor_updates).toBe(true);
  });

  it('when published, then the answer counts the recipients and each list shows the update unread until opened', async () => {
    const saved = await u.save(s.founder, aDraft(s.pitchId, { title: 'Counted' }));
    const published = await u.publish(s.founder, saved.body.update._id);
    expect(published.body).toMatchObject({ recipient_count: 3, update: { status: 'published' } });
    expect(published.body.message).toBe('Update published to 3 recipients.');
    const before = await u.list(s.investor);
    const row = before.body.updates.find((x: { _id: string }) => x._id === saved.body.update._id);
    expect(row).toMatchObject({ unread: true, recipient_count: null, read_count: null });
    await u.one(s.investor, saved.body.update._id);
    const after = await u.list(s.investor);
    expect(after.body.unread_total).toBe(before.body.unread_total - 1);
    const ownerRow = (await u.list(s.founder, { pitch_id: s.pitchId })).body.updates.find(
      (x: { _id: string }) => x._id === saved.body.update._id,
    );
    expect(ownerRow).toMatchObject({ unread: null, recipient_count: 3, read_count: 1 });
    const status = (await u.one(s.founder, saved.body.update._id)).body.recipients;
    const mine = status.find((r: { user_id: string }) => r.user_id === s.investor.id);
    expect(mine.read_at).not.toBeNull();
    // opened again: the first time stays
    await u.one(s.investor, saved.body.update._id);
    const again = (await u.one(s.founder, saved.body.update._id)).body.recipients;
    expect(again.find((r: { user_id: string }) => r.user_id === s.investor.id).read_at).toBe(mine.read_at);
  });
});

describe('the e-mail', () => {
  it('when an update is sent, then its e-mail has the title, the headline metrics and the link, everything escaped', async () => {
    const title = 'Q1 <b>"great"</b> & more';
    const { id, since } = await publishAndSettle({
      title,
      metrics: [
        { key: 'mrr', label: 'MRR <i>', value: 12_500, unit: 'currency', period: '2026-03' },
        { key: 'churn', label: 'Churn', value: 1.25, unit: 'percent', period: '2026-03' },
        { key: 'users', label: 'Users', value: 1_200, unit: 'count', period: '2026-03' },
        { key: 'nps', label: 'NPS', value: 61, unit: 'count', period: '2026-03' },
      ],
    });
    const [mail] = mailsOf(s.investor, id, since);
    if (!mail) throw new Error('no mail');
    expect(mail.subject).toBe(`${s.pitchName}: ${title}`);
    expect(mail.text).toContain('MRR <i>: C$12,500');
    expect(mail.text).toContain('Churn: 1.25%');
    expect(mail.text).toContain('Users: 1,200');
    // the first three only
    expect(mail.text).not.toContain('NPS');
    expect(mail.text).toContain(new URL(`/updates/${id}`, t.config.publicUrl).toString());
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).not.toContain('<i>');
    expect(mail.html).toContain('&lt;b&gt;');
    // the body stays behind the sign-in
    expect(mail.text).not.toContain('first two customers');
  });
});
