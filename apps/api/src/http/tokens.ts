import { createSecretKey, randomUUID } from 'node:crypto';
import { ACCOUNT_TYPES, type AccountType } from '@angelbridge/contracts';
import jwt from 'jsonwebtoken';

/** The account type a token names (an admin's tokens say admin). */
export type UserType = AccountType;

/**
 * session: a signed-in user; completion: only for finishing the profile after the sign-up code;
 * reset: only for setting a new password after a forget-password code;
 * second_factor: an admin's right password, good only for the TOTP step that gives the session token.
 */
export type TokenKind = 'session' | 'completion' | 'reset' | 'second_factor';
const TOKEN_KINDS: readonly string[] = [
  'session',
  'completion',
  'reset',
  'second_factor',
] satisfies TokenKind[];

export interface TokenClaims {
  sub: string;
  kind: TokenKind;
  userType: UserType;
  /** The user's token_version when the token was made; a password change bumps it. */
  version: number;
  /** Session tokens name their session, so Sign Out can end just that one (see ended_sessions). */
  sid?: string;
  /** Second-factor tokens carry an id of their own: its wrong-code budget, and single use (used_tokens). */
  jti?: string;
}

const LIFETIME: Record<TokenKind, string> = {
  session: '30d',
  completion: '2h',
  reset: '15m',
  second_factor: '10m',
};
/** How long a session token lives: an ended session is remembered that long, no longer. */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60_000;

/**
 * Tokens whose signature was checked, with their claims: a signed-in person's every call carries the same
 * token, and checking its HMAC again each time was a tenth of a commit's work. Only good tokens are kept
 * (a flood of forged ones is checked each time, as before), their expiry is still checked on each use,
 * and whether the session still stands is the database's answer at every call (caller.ts), never this
 * memo's. Pure computation of this process, so nothing an instance must share.
 */
const VERIFIED_KEPT = 10_000;

export interface Tokens {
  sign(claims: TokenClaims): string;
  verify(token: string): TokenClaims | null;
}

export function createTokens(secret: string): Tokens {
  // a KeyObject made once: given the string, jsonwebtoken first tries it as a PEM key on every call and
  // builds the secret key from the exception, a cost every signed-in request paid
  const key = createSecretKey(Buffer.from(secret));
  const verified = new Map<string, { claims: TokenClaims; exp: number }>();
  return {
    sign: ({ sub, kind, userType, version, sid }) =>
      jwt.sign(
        {
          kind,
          ut: userType,
          tv: version,
          ...(kind === 'session' ? { sid: sid ?? randomUUID() } : {}),
          ...(kind === 'second_factor' ? { jti: randomUUID() } : {}),
        },
        key,
        { algorithm: 'HS256', subject: sub, expiresIn: LIFETIME[kind] as jwt.SignOptions['expiresIn'] },
      ),
    verify(token) {
      const known = verified.get(token);
      if (known) {
        if (known.exp > Date.now() / 1000) return known.claims;
        verified.delete(token);
        return null;
      }
      const checked = check(token);
      if (checked) remember(token, checked);
      return checked?.claims ?? null;
    },
  };

  /** The token's claims and expiry when its signature and claims are good; null otherwise. */
  function check(token: string): { claims: TokenClaims; exp: number } | null {
    try {
      const payload = jwt.verify(token, key, { algorithms: ['HS256'] });
      if (typeof payload === 'string' || typeof payload.sub !== 'string') return null;
      // jsonwebtoken accepts a token without exp as never expiring; every token here is made with one
      if (typeof payload.exp !== 'number') return null;
      const { kind, ut, tv, sid, jti } = payload as {
        jti?: unknown;
        kind?: unknown;
        ut?: unknown;
        tv?: unknown;
        sid?: unknown;
      };
      if (typeof kind !== 'string' || !TOKEN_KINDS.includes(kind)) return null;
      if (!ACCOUNT_TYPES.includes(ut as AccountType)) return null;
      if (typeof tv !== 'number') return null;
      const claims: TokenClaims = {
        sub: payload.sub,
        kind: kind as TokenKind,
        userType: ut as AccountType,
        version: tv,
        ...(typeof sid === 'string' ? { sid } : {}),
        ...(typeof jti === 'string' ? { jti } : {}),
      };
      return { claims: Object.freeze(claims), exp: payload.exp };
    } catch {
      return null;
    }
  }

  function remember(token: string, checked: { claims: TokenClaims; exp: number }) {
    // the oldest first out (a Map keeps insertion order), so the memo never outgrows its bound
    if (verified.size >= VERIFIED_KEPT) verified.delete(verified.keys().next().value as string);
    verified.set(token, checked);
  }
}
