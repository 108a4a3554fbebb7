import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';
import { readCookie } from '../../http/cookies.js';

/**
 * OWASP's device cookie: a browser that has signed in to an account (or reset its password) carries
 * `user id . device id . HMAC`, so its later sign-ins are not counted with strangers' guesses and a
 * stranger cannot lock the owner out. The HMAC key is derived from JWT_SECRET under its own label,
 * so a device cookie can never pass for a token or another signed value.
 */
export const DEVICE_COOKIE = 'ab_device';
const COOKIE_PATH = '/api';
const LIFETIME_MS = 365 * 24 * 3_600_000;

export interface Device {
  userId: string;
  deviceId: string;
}

export function deviceCookies(secret: string) {
  const key = createHmac('sha256', secret).update('angelbridge device cookies').digest();
  const mac = (text: string) => createHmac('sha256', key).update(text).digest('base64url');

  return {
    /** The device a request's cookie names, when its signature holds; null otherwise. */
    read(req: Request): Device | null {
      const value = readCookie(req.headers.cookie, DEVICE_COOKIE);
      const [userId, deviceId, signature, ...rest] = value?.split('.') ?? [];
      if (!userId || !deviceId || !signature || rest.length) return null;
      const expected = Buffer.from(mac(`${userId}.${deviceId}`));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return { userId, deviceId };
    },

    /** Marks this browser as a device of `userId`, keeping its device id when it already was one. */
    issue(req: Request, userId: string, known: Device | null) {
      const deviceId = known?.userId === userId ? known.deviceId : randomBytes(16).toString('base64url');
      req.res?.cookie(DEVICE_COOKIE, `${userId}.${deviceId}.${mac(`${userId}.${deviceId}`)}`, {
        httpOnly: true,
        sameSite: 'lax',
        secure: req.secure,
        path: COOKIE_PATH,
        maxAge: LIFETIME_MS,
      });
    },
  };
}

export type DeviceCookies = ReturnType<typeof deviceCookies>;
