import type { Access } from '@angelbridge/contracts';
import { messages } from '@angelbridge/contracts';
import type { Request } from 'express';
import { AppError } from './app-error.js';
import type { TokenClaims, TokenKind, Tokens, UserType } from './tokens.js';

export interface Caller {
  userId: string;
  userType: UserType;
  kind: TokenKind;
  /** The session a session token names (absent on older tokens and other kinds). */
  sessionId?: string;
}

/**
 * The user's current token version; null when the user no longer exists, the session was ended, or a
 * token of this kind no longer applies (a completion token once the profile is complete).
 */
export type TokenVersionLookup = (
  userId: string,
  sessionId?: string,
  kind?: TokenKind,
) => Promise<number | null>;

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
};

function grants(access: Access, claims: TokenClaims): boolean {
  if (access === 'guest') return true;
  if (KIND_FOR_ACCESS[access] !== claims.kind) return false;
  return access === 'entrepreneur' || access === 'investor' ? claims.userType === access : true;
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
  const current = claims ? await tokenVersion(claims.sub, claims.sid, claims.kind) : null;
  const valid = claims && current !== null && current === claims.version ? claims : null;

  if (open) return valid?.kind === 'session' ? toCaller(valid) : null;
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
