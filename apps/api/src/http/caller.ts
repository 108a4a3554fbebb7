import type { Access, AccountType, UserType } from '@angelbridge/contracts';
import { messages } from '@angelbridge/contracts';
import type { Request } from 'express';
import { AppError } from './app-error.js';
import type { TokenClaims, TokenKind, Tokens } from './tokens.js';

/** Who calls; typed by the account types the call's access list lets in (see CallerTypeOf). */
export interface Caller<T extends AccountType = AccountType> {
  userId: string;
  userType: T;
  kind: TokenKind;
  /** The session a session token names (absent on older tokens and other kinds). */
  sessionId?: string;
  /** The id a second-factor token carries (its wrong-code budget, its single use). */
  tokenId?: string;
}

/**
 * The user's current token version; null when the user no longer exists, the session was ended, or a
 * token of this kind no longer applies (a completion token once the profile is complete).
 */
/* A second-factor token passes its jti as `sessionId`: once used, it is listed as ended (single use). */
export type TokenVersionLookup = (
  userId: string,
  sessionId?: string,
  kind?: TokenKind,
) => Promise<number | null>;

/**
 * The account types an access entry lets in: an admin only through 'admin' (or its second-factor step);
 * guest calls see an admin as a guest (resolveCaller), so every other entry means an entrepreneur or investor.
 */
export type CallerTypeOf<A extends Access> = A extends 'admin' | 'second_factor' ? 'admin' : UserType;

function bearer(req: Request): string | null {
  const header = req.get('authorization');
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice('Bearer '.length).trim() || null;
}

const KIND_FOR_ACCESS: Record<Access, TokenKind | null> = {
  guest: null,
  user: 'session',
  entrepreneur: 'session',
  investor: 'session',
  completion: 'completion',
  reset: 'reset',
  admin: 'session',
  second_factor: 'second_factor',
};

/**
 * A session token grants the access entry of its account type; 'user' means an entrepreneur or an
 * investor (an admin has no profile, pitches or requests), and 'admin' only an admin who passed the TOTP
 * step (before it, an admin holds a second_factor token, which no admin call accepts).
 */
function grants(access: Access, claims: TokenClaims): boolean {
  if (access === 'guest') return true;
  if (KIND_FOR_ACCESS[access] !== claims.kind) return false;
  if (access === 'user') return claims.userType !== 'admin';
  if (access === 'entrepreneur' || access === 'investor' || access === 'admin') {
    return claims.userType === access;
  }
  return true;
}

/**
 * Decides who is calling and whether they may. A guest endpoint reads a valid session token when one
 * is sent (and ignores a bad one); every other endpoint needs a token that one of its access entries grants.
 */
export async function resolveCaller(
  req: Request,
  access: readonly Access[],
  tokens: Tokens,
  tokenVersion: TokenVersionLookup,
): Promise<Caller | null> {
  const open = access.includes('guest');
  const token = bearer(req);
  const claims = token ? tokens.verify(token) : null;
  const current = claims ? await tokenVersion(claims.sub, claims.sid ?? claims.jti, claims.kind) : null;
  const valid = claims && current !== null && current === claims.version ? claims : null;

  // an admin on a public call is a guest: the public answers are never shaped by an admin's account
  if (open) return valid?.kind === 'session' && valid.userType !== 'admin' ? toCaller(valid) : null;
  if (!valid) throw new AppError('UNAUTHORIZED', messages.server.unauthorized);
  if (!access.some((entry) => grants(entry, valid))) {
    // A right token of the wrong kind or role: the caller is known, the call is not theirs.
    throw new AppError('FORBIDDEN', messages.server.forbidden);
  }
  return toCaller(valid);
}

function toCaller(claims: TokenClaims): Caller {
  return {
    userId: claims.sub,
    userType: claims.userType,
    kind: claims.kind,
    ...(claims.sid ? { sessionId: claims.sid } : {}),
    ...(claims.jti ? { tokenId: claims.jti } : {}),
  };
}

/**
 * For the calls open to guests that some of their actions need a session for (/otpSend's update_email):
 * a call closed to guests gets its caller typed non-null by the router (`CallerOf`) and needs no check.
 */
export function signedIn(caller: Caller | null): Caller {
  if (!caller) throw new AppError('UNAUTHORIZED', messages.server.unauthorized);
  return caller;
}
