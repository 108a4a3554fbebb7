import { describe, expect, it, vi } from 'vitest';
import {
  abandonSignUp,
  discardInvalidStoredUser,
  getSession,
  markSignUpIncomplete,
  setResetToken,
  setUser,
  signIn,
  signOut,
  subscribe,
  syncSignedInCookie,
} from './session';

describe('session', () => {
  it('when a session starts, then the hint cookie tells the server; when it ends, the cookie goes', () => {
    const hint = () => document.cookie.split('; ').includes('angelbridge_session=1');
    expect(hint()).toBe(false);
    signIn({ token: 'abc', userType: 'investor' });
    expect(hint()).toBe(true);
    signOut();
    expect(hint()).toBe(false);
    // a session stored before the hint existed gets it at start-up
    localStorage.setItem('token', 'abc');
    syncSignedInCookie();
    expect(hint()).toBe(true);
    localStorage.removeItem('token');
    syncSignedInCookie();
    expect(hint()).toBe(false);
  });

  it('when nothing is stored, then the visitor is an anonymous guest', () => {
    const session = getSession();
    expect(session).toMatchObject({
      token: null,
      userType: null,
      user: null,
      signedIn: false,
      incomplete: false,
    });
  });

  it('when a token and a known user_type are stored, then the visitor is signed in', () => {
    localStorage.setItem('token', 'abc');
    localStorage.setItem('user_type', 'investor');
    expect(getSession()).toMatchObject({ token: 'abc', userType: 'investor', signedIn: true });
  });

  it('when user_type is anything else, then the visitor is anonymous', () => {
    localStorage.setItem('token', 'abc');
    localStorage.setItem('user_type', 'admin');
    expect(getSession()).toMatchObject({ userType: null, signedIn: false });
  });

  it("when incomplete is 'true', then the unfinished sign-up counts as signed out", () => {
    localStorage.setItem('token', 'abc');
    localStorage.setItem('user_type', 'entrepreneur');
    localStorage.setItem('incomplete', 'true');
    expect(getSession()).toMatchObject({ token: 'abc', incomplete: true, signedIn: false, user: null });
  });

  it('when a persisted user has no user_type, then it is discarded', () => {
    localStorage.setItem('user', JSON.stringify({ first_name: 'Ada' }));
    discardInvalidStoredUser();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('when a persisted user has a user_type, then it is kept', () => {
    const user = JSON.stringify({ first_name: 'Ada', user_type: 'investor' });
    localStorage.setItem('user', user);
    discardInvalidStoredUser();
    expect(localStorage.getItem('user')).toBe(user);
  });

  it('when storage is unchanged, then the same snapshot object is returned', () => {
    localStorage.setItem('token', 'abc');
    expect(getSession()).toBe(getSession());
  });

  it('when signing in and loading the user, then the user carries the stored user_type', () => {
    signIn({ token: 't1', userType: 'entrepreneur' });
    setUser({ first_name: 'Ada', user_type: 'investor' });
    const session = getSession();
    expect(session.signedIn).toBe(true);
    expect(session.user).toMatchObject({ first_name: 'Ada', user_type: 'entrepreneur' });
  });

  it('when signing out, then user, token, user_type and incomplete are cleared', () => {
    signIn({ token: 't1', userType: 'investor' });
    setUser({ first_name: 'Ada' });
    localStorage.setItem('incomplete', 'false');
    signOut();
    for (const key of ['user', 'token', 'user_type', 'incomplete'])
      expect(localStorage.getItem(key)).toBeNull();
    expect(getSession().signedIn).toBe(false);
  });

  it('when a sign-up is unfinished, then the completion token is kept and the flag is set', () => {
    markSignUpIncomplete({ userType: 'investor', completionToken: 'c1' });
    expect(sessionStorage.getItem('token_completion')).toBe('c1');
    expect(localStorage.getItem('incomplete')).toBe('true');
    abandonSignUp();
    expect(getSession()).toMatchObject({ token: null, incomplete: false, tokenCompletion: null });
  });

  it('when signing in after an unfinished sign-up, then the flag and completion token go away', () => {
    markSignUpIncomplete({ token: 'old', completionToken: 'c1' });
    signIn({ token: 't2', userType: 'investor' });
    expect(getSession()).toMatchObject({
      token: 't2',
      incomplete: false,
      tokenCompletion: null,
      signedIn: true,
    });
  });

  it('when the session changes, then subscribers hear of it', () => {
    const listener = vi.fn();
    const unsubscribe = subscribe(listener);
    setResetToken('r1');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('token_reset')).toBe('r1');
    unsubscribe();
    setResetToken(null);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
