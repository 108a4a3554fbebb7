import { doLogin, getUserDetails, logout, messages } from '@angelbridge/contracts';
import { describe, expect, it } from 'vitest';
import { openTestApp, PASSWORD, signedInUser } from '../../test/accounts.js';

const { t, ref } = await openTestApp();

const signIn = async (email: string) => {
  const res = await t.call(doLogin, { email, password: PASSWORD });
  expect(res.status).toBe(200);
  return res.body.token as string;
};
const details = (token: string) => t.call(getUserDetails, {}, { token });

describe('Sign Out', () => {
  it('when a session signs out, then its token stops working and the other sessions go on', async () => {
    const person = await signedInUser(t, ref, 'entrepreneur');
    const laptop = await signIn(person.email);
    const phone = await signIn(person.email);
    const res = await t.call(logout, {}, { token: laptop });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: messages.security.signedOut });
    expect((await details(laptop)).status).toBe(401);
    expect((await details(phone)).status).toBe(200);
    // a copy of the ended token cannot sign out again or do anything else
    expect((await t.call(logout, {}, { token: laptop })).status).toBe(401);
  });

  it("when 'Sign out everywhere' is chosen, then every session of the account ends, and a new sign-in works", async () => {
    const person = await signedInUser(t, ref, 'investor');
    const laptop = await signIn(person.email);
    const phone = await signIn(person.email);
    const res = await t.call(logout, { everywhere: true }, { token: laptop });
    expect(res.body.message).toBe(messages.security.signedOutEverywhere);
    for (const token of [laptop, phone, person.token]) expect((await details(token)).status).toBe(401);
    expect((await details(await signIn(person.email))).status).toBe(200);
  });

  it('when nobody is signed in, then 401', async () => {
    expect((await t.call(logout, {})).status).toBe(401);
  });
});
