import { updateNotificationSettings } from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { openContactScene } from '../../test/contact-requests.js';
import { conversationCalls } from '../../test/conversation-live.js';
import { queuedMailSent, waitUntil } from '../../test/wait.js';

const { t, scene } = await openContactScene();
const c = conversationCalls(t, scene);

/** The unread-message jobs waiting for this recipient (not run yet). */
const waitingJobs = (recipientId: string) =>
  queryRows<{ id: number; run_at: Date | string }>(
    t.db,
    sql`select id, run_at from jobs where kind = 'unread_messages'
        and payload->>'recipient_id' = ${recipientId} and done_at is null`,
  );

/**
 * MESSAGE_EMAIL_DELAY_MINUTES pass: the recipient's waiting jobs fall due and the worker runs them,
 * and whatever mail they queued reaches the catcher. Driven by the queue, not by sleeping.
 */
async function delayPasses(recipientId: string) {
  const due = await queryRows<{ id: number }>(
    t.db,
    sql`update jobs set run_at = now() where kind = 'unread_messages'
        and payload->>'recipient_id' = ${recipientId} and done_at is null returning id::int as id`,
  );
  t.worker?.wake();
  await waitUntil(async () => {
    const [row] = await queryRows<{ left: number }>(
      t.db,
      sql`select count(*)::int as left from jobs where id in (${sql.join(
        due.map((d) => sql`${d.id}`),
        sql`, `,
      )}) and done_at is null`,
    );
    return row?.left === 0;
  }, 'the unread-message jobs to run');
  await queuedMailSent(t.db);
  return due.length;
}

/** The unread-message e-mails the catcher holds for this address. */
const unreadMails = (email: string) =>
  t.mail
    .messages()
    .filter((mail) => mail.to.includes(email.toLowerCase()) && mail.subject.includes('sent you'));

describe('e-mail for messages left unread', () => {
  it('when a message is still unread after the delay, then its recipient gets one e-mail with it and a link', async () => {
    const { investor, pitchId } = await c.allowedPair('Una');
    const started = await c.start(investor, pitchId, 'Could we talk <b>numbers</b>?');
    const [job] = await waitingJobs(scene.owner.id);
    // due MESSAGE_EMAIL_DELAY_MINUTES (10) after the message, not now
    expect(job).toBeDefined();
    expect(new Date(job?.run_at ?? 0).getTime() - Date.now()).toBeGreaterThan(9 * 60_000);

    expect(await delayPasses(scene.owner.id)).toBe(1);
    const mails = unreadMails(scene.owner.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe('Una Tester sent you a message about Una Pitch');
    expect(mail?.text).toContain('Could we talk <b>numbers</b>?');
    expect(mail?.html).toContain('Could we talk &lt;b&gt;numbers&lt;/b&gt;?');
    expect(mail?.text).toContain(`/messages/${started.conversation._id}`);
  });

  it('when the recipient reads before the delay, then no e-mail is sent', async () => {
    const { investor, pitchId } = await c.allowedPair('Reader');
    const started = await c.start(investor, pitchId, 'Read this quickly');
    const before = unreadMails(investor.email).length;
    const reply = await c.send(scene.owner, started.conversation._id, 'Thanks, I will');
    expect((await c.read(investor, started.conversation._id, reply.sent._id)).status).toBe(200);
    expect(await delayPasses(investor.id)).toBe(1);
    expect(unreadMails(investor.email)).toHaveLength(before);
  });

  it('when five messages come in one burst, then one e-mail lists all five', async () => {
    const { investor, pitchId } = await c.allowedPair('Burst');
    const started = await c.start(investor, pitchId, 'Start');
    for (let i = 1; i <= 5; i++) await c.send(scene.owner, started.conversation._id, `Point number ${i}`);
    expect(await waitingJobs(investor.id)).toHaveLength(1);
    expect(await delayPasses(investor.id)).toBe(1);
    const mails = unreadMails(investor.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Olivia Tester sent you 5 messages about Burst Pitch');
    for (let i = 1; i <= 5; i++) expect(mails[0]?.text).toContain(`Point number ${i}`);

    // once read, the next message starts a burst of its own
    const last = await c.send(scene.owner, started.conversation._id, 'One more');
    expect((await c.read(investor, started.conversation._id, last.sent._id)).status).toBe(200);
    const after = await c.send(scene.owner, started.conversation._id, 'A new burst');
    await delayPasses(investor.id);
    const now = unreadMails(investor.email);
    expect(now).toHaveLength(2);
    expect(now[0]?.text).toContain('A new burst');
    expect(now[0]?.text).not.toContain('Point number');
    expect(after.sent.body).toBe('A new burst');
  });

  it('when only the start of a burst was read, then the rest is e-mailed once, timed from its own first message', async () => {
    const { investor, pitchId } = await c.allowedPair('Half');
    const started = await c.start(investor, pitchId, 'Start');
    const one = await c.send(scene.owner, started.conversation._id, 'First half');
    await c.send(scene.owner, started.conversation._id, 'Second half');
    expect((await c.read(investor, started.conversation._id, one.sent._id)).status).toBe(200);
    // the burst's job finds its first message read: it schedules the rest, and sends nothing itself
    await delayPasses(investor.id);
    expect(unreadMails(investor.email)).toHaveLength(0);
    expect(await waitingJobs(investor.id)).toHaveLength(1);
    await delayPasses(investor.id);
    const mails = unreadMails(investor.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Second half');
    expect(mails[0]?.text).not.toContain('First half');
  });

  it('when the recipient turned these e-mails off, then none is sent', async () => {
    const { investor, pitchId } = await c.allowedPair('Quiet');
    const off = await t.call(
      updateNotificationSettings,
      { email_unread_messages: false },
      { token: investor.token },
    );
    expect(off.status).toBe(200);
    const started = await c.start(investor, pitchId, 'Hi');
    await c.send(scene.owner, started.conversation._id, 'You will not be e-mailed about this');
    expect(await delayPasses(investor.id)).toBe(1);
    expect(unreadMails(investor.email)).toHaveLength(0);
  });
});
