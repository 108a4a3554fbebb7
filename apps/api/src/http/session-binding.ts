import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';
import type { Caller, TokenVersionLookup } from './caller.js';
import { readCookie } from './cookies.js';
import { SESSION_LIFETIME_MS } from './tokens.js';

/**
 * Files a browser opens by itself (an <img>, a new tab) carry no Authorization header, so a cookie
 * proves who asks instead. Its value is bound to one signed-in session: `<session>.<version>.<mac>`,
 * the MAC over the user, the session and the user's token version. So it is new at every sign-in, and
 * it stops opening anything once that session ends (Sign Out) or every session does (a new password),
 * exactly as the session's token does.
 */

/** The cookie for the owner's files of hidden and draft pitches, only sent to /uploads. */
export const FILES_COOKIE = 'ab_files';
export const FILES_COOKIE_PATH = '/uploads';

export function sessionBinding(secret: string, tokenVersion: TokenVersionLookup) {
  // a key of its own, so a cookie can never pass for a token or a signed link
  const key = createHmac('sha256', secret).update('angelbridge session binding').digest();
  const mac = (userId: string, sessionId: string, version: number) =>
    createHmac('sha256', key).update(`${userId}.${sessionId}.${version}`).digest('base64url');
  const same = (a: string, b: string) =>
    a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

  /** Whether `cookie` is a value made for `userId` in a session that is still open. */
  async function check(userId: string, cookie: string | undefined): Promise<boolean> {
    const [sessionId, version, signature, ...rest] = (cookie ?? '').split('.');
    if (!sessionId || !version || !signature || rest.length || !/^\d{1,9}$/.test(version)) return false;
    if (!same(signature, mac(userId, sessionId, Number(version)))) return false;
    return (await tokenVersion(userId, sessionId)) === Number(version);
  }

  /** The value for this caller's session, or null when it has none (or it has just ended). */
  async function value(caller: Caller | null): Promise<string | null> {
    if (caller?.kind !== 'session' || !caller.sessionId) return null;
    const version = await tokenVersion(caller.userId, caller.sessionId);
    if (version === null) return null;
    return `${caller.sessionId}.${version}.${mac(caller.userId, caller.sessionId, version)}`;
  }

  return {
    value,
    check,

    /**
     * Lets the owner's browser load their own files of hidden and draft pitches (see serve-uploads):
     * set on the answers that show a signed-in owner their pitches.
     */
    async grantFiles(req: Request, caller: Caller | null): Promise<void> {
      const granted = req.res ? await value(caller) : null;
      if (!granted) return;
      req.res?.cookie(FILES_COOKIE, granted, {
        httpOnly: true,
        sameSite: 'strict',
        secure: req.secure,
        path: FILES_COOKIE_PATH,
        maxAge: SESSION_LIFETIME_MS,
      });
    },

    /** Whether this request's files cookie is `userId`'s, in an open session. */
    filesOf: (req: Request, userId: string) => check(userId, readCookie(req.headers.cookie, FILES_COOKIE)),
  };
}

export type SessionBinding = ReturnType<typeof sessionBinding>;
