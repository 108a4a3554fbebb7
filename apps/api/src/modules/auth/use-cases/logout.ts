import type { Caller } from '../../../http/caller.js';
import { SESSION_LIFETIME_MS } from '../../../http/tokens.js';
import { endEverySession, endSession } from '../sessions.queries.js';
import type { AuthDeps } from './auth-deps.js';

/** Sign Out: this session only, or every session of the account. */
export async function logout({ db }: AuthDeps, caller: Caller, everywhere: boolean) {
  const { userId, sessionId } = caller;
  // a token from before sessions were named can only be ended with all the others
  if (everywhere || !sessionId) await endEverySession(db, userId);
  else await endSession(db, userId, sessionId, new Date(Date.now() + SESSION_LIFETIME_MS));
}
