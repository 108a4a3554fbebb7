import { calls } from '@angelbridge/contracts/calls';
import { callApi } from './api-client';
import { getSession, signOut } from './session';

/**
 * Sign Out: the browser forgets the session at once, and the server ends it (its token stops working
 * anywhere it was copied) with the token read before. If the server cannot be reached the browser is
 * signed out all the same.
 */
export function endSession(): void {
  const { token, incomplete } = getSession();
  signOut();
  if (!token || incomplete) return;
  callApi(calls.logout, {}, { token }).catch(() => {
    // signed out here either way; the token also ends at its expiry
  });
}

/** 'Sign out everywhere': every session of the account ends on the server, then this browser's. */
export async function endEverySession(): Promise<void> {
  await callApi(calls.logout, { everywhere: true });
  signOut();
}
