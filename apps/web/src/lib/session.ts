import { SESSION_HINT_COOKIE } from '@angelbridge/contracts/calls';
import { USER_TYPES, type UserType } from '@angelbridge/contracts/limits';
import { useSyncExternalStore } from 'react';

/**
 * The browser session, kept under the storage keys the spec names (§3) so that the session survives
 * reloads and anyone debugging can read it in devtools. Rules (§3, §4):
 * - user_type other than 'entrepreneur' / 'investor' means anonymous;
 * - a persisted user without user_type is discarded;
 * - incomplete === 'true' marks an unfinished sign-up: its token is not a session, the visitor is signed out.
 */

export const LOCAL_KEYS = {
  token: 'token',
  user: 'user',
  userType: 'user_type',
  incomplete: 'incomplete',
} as const;

export const SESSION_KEYS = {
  email: 'email',
  tokenCompletion: 'token_completion',
  tokenReset: 'token_reset',
} as const;

export interface SessionUser {
  user_type: UserType;
  first_name?: string;
  last_name?: string;
  email?: string;
  photo?: string | null;
  [key: string]: unknown;
}

export interface Session {
  /** The stored token, usable as a session only when `signedIn`. */
  token: string | null;
  userType: UserType | null;
  /** The loaded user; null unless signed in. */
  user: SessionUser | null;
  incomplete: boolean;
  signedIn: boolean;
  /** The e-mail address a sign-up or password reset is working with. */
  email: string | null;
  tokenCompletion: string | null;
  tokenReset: string | null;
}

type Area = 'local' | 'session';

function storageOf(area: Area): Storage | null {
  // Storage access throws when the browser blocks it (privacy modes, sandboxed frames).
  try {
    return area === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return null;
  }
}

function read(area: Area, key: string): string | null {
  try {
    return storageOf(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(area: Area, key: string, value: string | null): void {
  try {
    const storage = storageOf(area);
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // A full or blocked storage leaves the visitor signed out, which is the safe side.
  }
}

export function isUserType(value: unknown): value is UserType {
  return typeof value === 'string' && (USER_TYPES as readonly string[]).includes(value);
}

function parseUser(raw: string | null): SessionUser | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    return isUserType((value as { user_type?: unknown }).user_type) ? (value as SessionUser) : null;
  } catch {
    return null;
  }
}

function readRaw() {
  return [
    read('local', LOCAL_KEYS.token),
    read('local', LOCAL_KEYS.user),
    read('local', LOCAL_KEYS.userType),
    read('local', LOCAL_KEYS.incomplete),
    read('session', SESSION_KEYS.email),
    read('session', SESSION_KEYS.tokenCompletion),
    read('session', SESSION_KEYS.tokenReset),
  ] as const;
}

let cachedKey: string | undefined;
let cached: Session | undefined;

/** The current session. The same object is returned until storage changes (useSyncExternalStore needs it). */
export function getSession(): Session {
  const raw = readRaw();
  const key = JSON.stringify(raw);
  if (cached && key === cachedKey) return cached;
  const [token, userRaw, userTypeRaw, incompleteRaw, email, tokenCompletion, tokenReset] = raw;
  const userType = isUserType(userTypeRaw) ? userTypeRaw : null;
  const incomplete = incompleteRaw === 'true';
  const signedIn = Boolean(token) && !incomplete && userType !== null;
  cachedKey = key;
  cached = {
    token: token || null,
    userType,
    user: signedIn ? parseUser(userRaw) : null,
    incomplete,
    signedIn,
    email,
    tokenCompletion: tokenCompletion || null,
    tokenReset: tokenReset || null,
  };
  return cached;
}

const listeners = new Set<() => void>();

function emit(): void {
  syncSignedInCookie();
  for (const listener of listeners) listener();
}

/**
 * Tells the server that this browser holds a session, so it sends the bare page instead of one rendered
 * as a guest sees it (apps/web/server/render-pages.ts). Only a hint: the token itself never leaves storage.
 */
export function syncSignedInCookie(): void {
  if (typeof document === 'undefined') return;
  const held = document.cookie.split('; ').includes(`${SESSION_HINT_COOKIE}=1`);
  const holds = getSession().token !== null;
  if (held === holds) return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is asynchronous and missing from Firefox and Safari
  document.cookie = holds
    ? `${SESSION_HINT_COOKIE}=1; Path=/; SameSite=Lax; Max-Age=31536000`
    : `${SESSION_HINT_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0`;
}

// Another tab signing in or out changes localStorage; follow it so the tabs agree.
function onStorage(event: StorageEvent): void {
  if (event.storageArea === null || event.storageArea === storageOf('local')) emit();
}

export function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) globalThis.addEventListener?.('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** What the server renders with (it sees no storage), so hydration starts from what its HTML shows. */
const GUEST: Session = {
  token: null,
  userType: null,
  user: null,
  incomplete: false,
  signedIn: false,
  email: null,
  tokenCompletion: null,
  tokenReset: null,
};

export function useSession(): Session {
  return useSyncExternalStore(subscribe, getSession, () => GUEST);
}

/** Drops a persisted user that lacks a valid user_type (§3). Run once at start-up. */
export function discardInvalidStoredUser(): void {
  const raw = read('local', LOCAL_KEYS.user);
  if (raw !== null && parseUser(raw) === null) {
    write('local', LOCAL_KEYS.user, null);
    emit();
  }
}

/** A finished login or sign-up: the token becomes the session and any unfinished sign-up ends. */
export function signIn({ token, userType }: { token: string; userType: UserType }): void {
  write('local', LOCAL_KEYS.token, token);
  write('local', LOCAL_KEYS.userType, userType);
  write('local', LOCAL_KEYS.incomplete, null);
  write('session', SESSION_KEYS.tokenCompletion, null);
  emit();
}

/** Stores the loaded user under the stored user_type (§4: the stored type wins). */
export function setUser(user: Record<string, unknown>): void {
  const userType = getSession().userType;
  if (userType === null) return;
  write('local', LOCAL_KEYS.user, JSON.stringify({ ...user, user_type: userType }));
  emit();
}

/** §4: logout clears user, token, user_type and the incomplete flag. */
export function signOut(): void {
  write('local', LOCAL_KEYS.user, null);
  write('local', LOCAL_KEYS.token, null);
  write('local', LOCAL_KEYS.userType, null);
  write('local', LOCAL_KEYS.incomplete, null);
  emit();
}

/**
 * A sign-up that still needs the e-mail code or the profile: keeps what it has and sets incomplete,
 * so nothing of it is sent as a session.
 */
export function markSignUpIncomplete(parts: {
  token?: string;
  userType?: UserType;
  completionToken?: string;
}): void {
  if (parts.token !== undefined) write('local', LOCAL_KEYS.token, parts.token);
  if (parts.userType !== undefined) write('local', LOCAL_KEYS.userType, parts.userType);
  if (parts.completionToken !== undefined)
    write('session', SESSION_KEYS.tokenCompletion, parts.completionToken);
  write('local', LOCAL_KEYS.incomplete, 'true');
  emit();
}

/** §4: an unfinished sign-up counts as signed out, so its token, user and flag go away. */
export function abandonSignUp(): void {
  write('local', LOCAL_KEYS.token, null);
  write('local', LOCAL_KEYS.user, null);
  write('local', LOCAL_KEYS.incomplete, null);
  write('session', SESSION_KEYS.tokenCompletion, null);
  emit();
}

export function setPendingEmail(email: string | null): void {
  write('session', SESSION_KEYS.email, email);
  emit();
}

/** The token a forget-password code hands out, good only for setting the new password. */
export function setResetToken(token: string | null): void {
  write('session', SESSION_KEYS.tokenReset, token);
  emit();
}

/**
 * §4 on load: an unfinished sign-up counts as signed out, so its stored token, user and flag go.
 * The tab's own completion token (sessionStorage) stays, so a reload on the last sign-up stage can
 * still finish the profile (see resumeSignUp).
 */
export function dropUnfinishedSignUp(): void {
  write('local', LOCAL_KEYS.token, null);
  write('local', LOCAL_KEYS.user, null);
  write('local', LOCAL_KEYS.incomplete, null);
  emit();
}

/** Back on the sign-up page with this tab's completion token: its calls carry that token again. */
export function resumeSignUp(): boolean {
  if (!read('session', SESSION_KEYS.tokenCompletion)) return false;
  if (read('local', LOCAL_KEYS.incomplete) !== 'true') {
    write('local', LOCAL_KEYS.incomplete, 'true');
    emit();
  }
  return true;
}

/** The part of a profile the header shows; the rest stays in the query cache, not in storage. */
export function toSessionUser(profile: {
  _id?: string;
  first_name: string;
  last_name: string;
  email: string;
  photo: string | null;
}): Record<string, unknown> {
  const { _id, first_name, last_name, email, photo } = profile;
  return { _id, first_name, last_name, email, photo };
}
