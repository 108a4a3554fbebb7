import {
  completeProfile,
  doLogin,
  getUserDetails,
  messages,
  NOTIFICATION_STREAM_PATH,
  setNewPassword,
} from '@angelbridge/contracts';
import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import {
  entrepreneurForm,
  multipart,
  openTestApp,
  PASSWORD,
  signedInUser,
  signUpAndVerify,
} from '../test/accounts.js';

const { t, ref } = await openTestApp();

/**
 * What someone holding the real secret (a leaked backup, an old build) could mint: the same claims as
 * a genuine token of the app, signed right, but with no expiry, so it would be good forever.
 */
function withoutExp(token: string, extra: jwt.SignOptions = {}): string {
  const { exp: _exp, iat: _iat, sub, aud: _aud, ...claims } = jwt.decode(token) as jwt.JwtPayload;
  return jwt.sign(claims, t.config.jwtSecret, { algorithm: 'HS256', subject: sub, ...extra });
}

/** The same claims with an expiry: proves the refusal is about exp, not about the forging. */
function withExp(token: string, extra: jwt.SignOptions = {}): string {
  return withoutExp(token, { expiresIn: 600, ...extra });
}

describe('a token without exp, signed with the real secret', () => {
  it('when it is a session token, then 401 and no profile is read', async () => {
    const person = await signedInUser(t, ref, 'investor');
    const forever = await t.call(getUserDetails, {}, { token: withoutExp(person.token) });
    expect(forever.status).toBe(401);
    expect(forever.body).toEqual({ success: false, message: messages.server.unauthorized });
    expect((await t.call(getUserDetails, {}, { token: withExp(person.token) })).status).toBe(200);
  });

  it('when it is a completion token, then 401 and the profile stays incomplete', async () => {
    const person = await signUpAndVerify(t, ref, 'entrepreneur');
    const forever = withoutExp(person.completionToken);
    const done = await multipart(t, completeProfile, entrepreneurForm(ref), { token: forever });
    expect(done.status).toBe(401);
    expect((await t.call(getUserDetails, {}, { token: forever })).status).toBe(401);
    const details = await t.call(getUserDetails, {}, { token: withExp(person.completionToken) });
    expect(details.status).toBe(200);
    expect(details.body.user_data.is_profile_complete).toBe(false);
  });

  it('when it is a reset token, then 401 and the password is unchanged', async () => {
    const person = await signedInUser(t, ref, 'entrepreneur');
    const session = jwt.decode(person.token) as jwt.JwtPayload;
    const reset = jwt.sign({ kind: 'reset', ut: session.ut, tv: session.tv }, t.config.jwtSecret, {
      algorithm: 'HS256',
      subject: person.userId,
    });
    const res = await t.call(
      setNewPassword,
      { email: person.email, new_password: 'Taken0ver!', confirm_password: 'Taken0ver!' },
      { token: reset },
    );
    expect(res.status).toBe(401);
    expect((await t.call(doLogin, { email: person.email, password: 'Taken0ver!' })).status).toBe(401);
    expect((await t.call(doLogin, { email: person.email, password: PASSWORD })).status).toBe(200);
  });

  it('when it is a notification stream ticket, then 401 and no stream', async () => {
    const person = await signedInUser(t, ref, 'entrepreneur');
    const session = jwt.decode(person.token) as jwt.JwtPayload;
    const ticket = jwt.sign({ tv: session.tv }, t.config.jwtSecret, {
      algorithm: 'HS256',
      subject: person.userId,
      audience: 'notification-stream',
    });
    const res = await t.http.get(`${NOTIFICATION_STREAM_PATH}?ticket=${encodeURIComponent(ticket)}`);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, message: messages.notifications.ticketInvalid });
  });
});
