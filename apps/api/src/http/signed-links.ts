import { createHmac, timingSafeEqual } from 'node:crypto';
import { SIGNED_LINK_SECONDS } from '@angelbridge/contracts';
import type { Request } from 'express';
import type { Caller } from './caller.js';
import type { SessionBinding } from './session-binding.js';

/**
 * Signed links to files only some people may open (locked data-room documents, message attachments).
 * A link names the file, the person it was made for and when it stops working, under an HMAC; the module
 * re-checks that person's access each time the link is served. A link alone is not enough: it is bound to
 * the browser that asked for it by a cookie (HttpOnly, only sent to the link's path) whose value is bound
 * to that person's signed-in session (session-binding.ts), so a link passed to someone else does not open
 * for them, and nothing opens once that session has ended.
 */

export interface LinkClaims {
  /** The file's id (a document's, an attachment's). */
  id: string;
  viewerId: string;
  /** Seconds since the epoch. */
  expiresAt: number;
}

export type LinkRefusal = 'invalid' | 'expired' | 'another_viewer';
export type LinkCheck = { ok: true; claims: LinkClaims } | { ok: false; reason: LinkRefusal };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Links served under `path`, bound by the cookie `cookie`. `purpose` makes the key: each kind of link
 * has its own, so a link can never pass for a session token, a cookie, or a link of another kind.
 */
export function signedLinks(
  secret: string,
  { purpose, path, cookie }: { purpose: string; path: string; cookie: string },
) {
  const key = createHmac('sha256', secret).update(purpose).digest();
  const mac = (text: string) => createHmac('sha256', key).update(text).digest('base64url');
  const sameText = (a: string, b: string) =>
    a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

  /** Checks a link's token (the last part of its path) alone, without the browser's cookie. */
  function verify(token: string, now = Date.now()): LinkCheck {
    const [id, viewerId, expires, signature, ...rest] = token.split('.');
    if (!id || !viewerId || !expires || !signature || rest.length) return { ok: false, reason: 'invalid' };
    if (!UUID.test(id) || !UUID.test(viewerId) || !/^\d{1,12}$/.test(expires)) {
      return { ok: false, reason: 'invalid' };
    }
    if (!sameText(signature, mac(`${id}.${viewerId}.${expires}`))) return { ok: false, reason: 'invalid' };
    const expiresAt = Number(expires);
    if (expiresAt * 1000 <= now) return { ok: false, reason: 'expired' };
    return { ok: true, claims: { id, viewerId, expiresAt } };
  }

  return {
    path,
    cookie,
    /** A link good for SIGNED_LINK_SECONDS from `now` (ms), and when it ends. */
    sign(id: string, viewerId: string, now = Date.now()) {
      const expiresAt = Math.floor(now / 1000) + SIGNED_LINK_SECONDS;
      const payload = `${id}.${viewerId}.${expiresAt}`;
      return { url: `${path}/${payload}.${mac(payload)}`, expiresAt: new Date(expiresAt * 1000) };
    },
    verify,

    /** A link being served: genuine, unexpired, and opened by the browser (session) it was made for. */
    async verifyBound(
      sessions: SessionBinding,
      token: string,
      binding: string | undefined,
    ): Promise<LinkCheck> {
      const verified = verify(token);
      if (!verified.ok) return verified;
      const bound = await sessions.check(verified.claims.viewerId, binding);
      return bound ? verified : { ok: false, reason: 'another_viewer' };
    },

    /** Gives the caller's browser the cookie its links open with (none without a signed-in session). */
    async bindBrowser(sessions: SessionBinding, req: Request, caller: Caller): Promise<void> {
      const value = await sessions.value(caller);
      if (!value) return;
      req.res?.cookie(cookie, value, {
        httpOnly: true,
        sameSite: 'strict',
        secure: req.secure,
        path,
        maxAge: SIGNED_LINK_SECONDS * 1000,
      });
    },
  };
}

export type SignedLinks = ReturnType<typeof signedLinks>;
