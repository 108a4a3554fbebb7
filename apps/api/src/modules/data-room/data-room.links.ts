import { createHmac, timingSafeEqual } from 'node:crypto';
import { SIGNED_LINK_SECONDS } from '@angelbridge/contracts';

/**
 * Signed links to locked documents. A link names the document, the person it was made for and when it
 * stops working, under an HMAC; the server re-checks that person's access each time the link is served.
 * A link alone is not enough: it is bound to the browser that asked for it by a cookie (`BINDING_COOKIE`,
 * HttpOnly, only sent to the link path) whose value is bound to that person's signed-in session
 * (http/session-binding.ts), so a link passed to someone else does not open for them, and nothing opens
 * once that session has ended.
 */

/** Where signed links are served; the binding cookie is scoped to it. */
export const SIGNED_LINK_PATH = '/api/data-room/documents';
export const BINDING_COOKIE = 'ab_data_room';

export interface LinkClaims {
  documentId: string;
  viewerId: string;
  /** Seconds since the epoch. */
  expiresAt: number;
}

export type LinkCheck =
  | { ok: true; claims: LinkClaims }
  | { ok: false; reason: 'invalid' | 'expired' | 'another_viewer' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function dataRoomLinks(secret: string) {
  // a key of its own, so a link can never pass for a session token or the other way round
  const key = createHmac('sha256', secret).update('angelbridge data room links').digest();
  const mac = (text: string) => createHmac('sha256', key).update(text).digest('base64url');
  const sameText = (a: string, b: string) =>
    a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

  return {
    /** A link good for SIGNED_LINK_SECONDS from `now` (ms), and when it ends. */
    sign(documentId: string, viewerId: string, now = Date.now()) {
      const expiresAt = Math.floor(now / 1000) + SIGNED_LINK_SECONDS;
      const payload = `${documentId}.${viewerId}.${expiresAt}`;
      return { url: `${SIGNED_LINK_PATH}/${payload}.${mac(payload)}`, expiresAt: new Date(expiresAt * 1000) };
    },

    /** Checks a link's token (the last part of its path); the browser's cookie is checked by the caller. */
    verify(token: string, now = Date.now()): LinkCheck {
      const [documentId, viewerId, expires, signature, ...rest] = token.split('.');
      if (!documentId || !viewerId || !expires || !signature || rest.length)
        return { ok: false, reason: 'invalid' };
      if (!UUID.test(documentId) || !UUID.test(viewerId) || !/^\d{1,12}$/.test(expires)) {
        return { ok: false, reason: 'invalid' };
      }
      if (!sameText(signature, mac(`${documentId}.${viewerId}.${expires}`)))
        return { ok: false, reason: 'invalid' };
      const expiresAt = Number(expires);
      if (expiresAt * 1000 <= now) return { ok: false, reason: 'expired' };
      return { ok: true, claims: { documentId, viewerId, expiresAt } };
    },
  };
}

export type DataRoomLinks = ReturnType<typeof dataRoomLinks>;
