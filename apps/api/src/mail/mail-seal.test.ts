import { deleteMyAccount, forgetPassword } from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../db/client.js';
import {
  lastMailId,
  openTestApp,
  PASSWORD,
  settleMail,
  signedInUser,
  uniqueEmail,
} from '../test/accounts.js';
import { enqueueMail } from './mail-queue.js';

const { t, ref } = await openTestApp();

/** Every mail job's payload, as text: what a backup of the jobs table holds. */
const payloads = async () =>
  (
    await queryRows<{ payload: string }>(
      t.db,
      sql`select payload::text as payload from jobs where kind = 'mail'`,
    )
  ).map((row) => row.payload);

describe('mails in the job table', () => {
  it('when a reset code is mailed, then the mail carries the code and link and jobs.payload neither', async () => {
    const person = await signedInUser(t, ref, 'investor');
    const since = await lastMailId(t);
    expect((await t.call(forgetPassword, { email: person.email })).status).toBe(200);
    const mail = await t.mail.waitFor(person.email, { since });
    const code = mail.text.match(/\b(\d{4})\b/)?.[1];
    const link = mail.text.match(/\/verify#token=([A-Za-z0-9_-]+)/)?.[1];
    expect(code).toBeDefined();
    expect(link).toBeDefined();
    await settleMail(t);
    const stored = (await payloads()).join('\n');
    expect(stored).not.toContain(link);
    expect(stored).not.toContain('/verify#token=');
    expect(stored).not.toMatch(new RegExp(`\\b${code}\\b`));
    expect(stored).not.toContain(person.email);
  });

  it('when a mail waits in the queue, then its text is sealed (only where it goes is readable) and it still sends', async () => {
    const to = uniqueEmail('sealed');
    const text = 'Your code is 4821. Or open https://example.test/verify#token=abcdefSECRETlink';
    // read inside the enqueueing transaction: the worker cannot have sent and emptied it yet
    const waiting = await t.db.transaction(async (tx) => {
      await enqueueMail(tx as unknown as Db, { to, subject: 'Code 4821', html: `<p>${text}</p>`, text });
      return queryRows<{ payload: string }>(
        tx as unknown as Db,
        sql`select payload::text as payload from jobs where payload->>'to' = ${to}`,
      );
    });
    expect(waiting).toHaveLength(1);
    expect(waiting[0]?.payload).toContain(to);
    for (const secret of ['4821', 'SECRETlink', 'verify#token'])
      expect(waiting[0]?.payload).not.toContain(secret);
    const mail = await t.mail.waitFor(to);
    expect(mail.text).toContain('SECRETlink');
    expect(mail.subject).toBe('Code 4821');
  });

  it('when an account is deleted, then its address stays in no finished job', async () => {
    const person = await signedInUser(t, ref, 'investor');
    const since = await lastMailId(t);
    expect((await t.call(forgetPassword, { email: person.email })).status).toBe(200);
    await t.mail.waitFor(person.email, { since });
    const deleted = await t.call(deleteMyAccount, { password: PASSWORD }, { token: person.token });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    // the goodbye mail still reaches the old address
    await settleMail(t);
    const mailed = t.mail.messages().filter((m) => m.id > since && m.to.includes(person.email.toLowerCase()));
    expect(mailed).toHaveLength(2);
    const finished = await queryRows<{ payload: string }>(
      t.db,
      sql`select payload::text as payload from jobs where done_at is not null or failed_at is not null`,
    );
    expect(
      finished
        .map((row) => row.payload)
        .join('\n')
        .toLowerCase(),
    ).not.toContain(person.email.toLowerCase());
  });
});
