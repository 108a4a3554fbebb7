import { logout } from '@angelbridge/contracts';
import { callApi } from './api-client';
import { getSession, signOut } from './session';

/**
 * Sign Out: the server ends this session (its token stops working anywhere it was copied), and the
 * browser forgets it at once. The call reads the token before the browser forgets it; if the server
 * cannot be reached the browser still signs out.
 */
export function endSession(): void {
  const { token, incomplete } = getSession();
  if (token && !incomplete) {
    callApi(logout, {}).catch(() => {
      // signed out here either way; the token also ends at its expiry
    });
  }
  signOut();
}

/** 'Sign out everywhere': every session of the account ends on the server, then this browser's. */
export async function endEverySession(): Promise<void> {
  await callApi(logout, { everywhere: true });
  signOut();
}
