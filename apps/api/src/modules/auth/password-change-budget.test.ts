import { changePassword, getUserDetails, messages } from '@angelbridge/contracts';
import { describe, expect, it } from 'vitest';
import { lastMailId, openTestApp, PASSWORD, settleMail, signedInUser } from '../../test/accounts.js';

const { t, ref } = await openTestApp();

const NEW_PASSWORD = 'Brand@New@Pass9';
const change = (token: string, current: string) =>
  t.call(
    changePassword,
    { current_password: current, new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
    { token },
  );

describe('/changePassword under guesses', () => {
  it('when five wrong current passwords were tried, then the sixth and a right one get 429 with retry_after, and the owner is mailed once', async () => {
    const person = await signedInUser(t, ref, 'investor');
    const since = await lastMailId(t);
    for (let i = 0; i < 5; i++) expect((await change(person.token, `Wrong-Pass${i}`)).status).toBe(400);
    const sixth = await change(person.token, 'Wrong-Pass6');
    expect(sixth.status).toBe(429);
    expect(sixth.body.retry_after).toBeGreaterThan(0);
    const right = await change(person.token, PASSWORD);
    expect(right.status).toBe(429);
    // nothing changed: the old session still works
    expect((await t.call(getUserDetails, {}, { token: person.token })).status).toBe(200);
    const mail = await t.mail.waitFor(person.email, { since });
    expect(mail.subject).toMatch(/too many wrong passwords/);
    await settleMail(t);
    expect(
      t.mail.messages().filter((m) => m.id > since && m.to.includes(person.email.toLowerCase())),
    ).toHaveLength(1);
  });

  it('when 20 wrong current passwords arrive at once, then at most 5 are checked', async () => {
    const person = await signedInUser(t, ref, 'entrepreneur');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => change(person.token, `Wrong-Pass${i}`)),
    );
    expect(answers.filter((res) => res.status === 400).length).toBeLessThanOrEqual(5);
    expect(answers.filter((res) => res.status === 429).length).toBeGreaterThanOrEqual(15);
  });

  it('when the current password is right, then the try is given back', async () => {
    const person = await signedInUser(t, ref, 'investor');
    for (let i = 0; i < 4; i++) expect((await change(person.token, `Wrong-Pass${i}`)).status).toBe(400);
    const res = await change(person.token, PASSWORD);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(messages.toasts.passwordChanged);
  });
});
