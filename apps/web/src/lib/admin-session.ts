import type { SessionUser } from '@angelbridge/contracts';
import { useSyncExternalStore } from 'react';
import { callApi } from './api-client';

/**
 * The admin's session, apart from the site's: kept in this tab's sessionStorage (closing the tab ends
 * it), so the public pages see an admin as a guest, as the API does. Three stages: the second-factor
 * step after /doLogin (its token is good for that step only), the session after it, and a notice when
 * the server ended the session (30 minutes idle), which the login page shows.
 */
const KEYS = {
  step: 'admin_second_factor',
  token: 'admin_token',
  user: 'admin_user',
  notice: 'admin_notice',
} as const;

export type SecondFactorStage = { token: string; step: 'setup' | 'code'; email: string };

export interface AdminSession {
  token: string | null;
  user: SessionUser | null;
  secondFactor: SecondFactorStage | null;
  /** Why the last session ended, for the login page; read once. */
  notice: string | null;
}

const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

function read(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) storage()?.removeItem(key);
    else storage()?.setItem(key, value);
  } catch {
    // blocked storage: the admin stays signed out, the safe side
  }
}

function parse<T>(raw: string | null): T | null {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

let cachedKey = '';
let cached: AdminSession = { token: null, user: null, secondFactor: null, notice: null };

export function getAdminSession(): AdminSession {
  const raw = [read(KEYS.token), read(KEYS.user), read(KEYS.step), read(KEYS.notice)] as const;
  const key = JSON.stringify(raw);
  if (key === cachedKey) return cached;
  cachedKey = key;
  const user = parse<SessionUser>(raw[1]);
  cached = {
    token: raw[0] && user?.user_type === 'admin' ? raw[0] : null,
    user: user?.user_type === 'admin' ? user : null,
    secondFactor: parse<SecondFactorStage>(raw[2]),
    notice: raw[3],
  };
  return cached;
}

function changed(): void {
  for (const listener of listeners) listener();
}

/** /doLogin answered an admin: the second-factor step comes next. */
export function startSecondFactor(stage: SecondFactorStage): void {
  write(KEYS.token, null);
  write(KEYS.user, null);
  write(KEYS.notice, null);
  write(KEYS.step, JSON.stringify(stage));
  changed();
}

/** The second factor passed: the admin session begins. */
export function signInAdmin(token: string, user: SessionUser): void {
  write(KEYS.step, null);
  write(KEYS.notice, null);
  write(KEYS.token, token);
  write(KEYS.user, JSON.stringify(user));
  changed();
}

/** Forgets the admin session; `notice` tells the login page why (the server ended it). */
export function signOutAdmin(notice: string | null = null): void {
  write(KEYS.step, null);
  write(KEYS.token, null);
  write(KEYS.user, null);
  write(KEYS.notice, notice);
  changed();
}

/** The login page shows the notice once. */
export function takeAdminNotice(): string | null {
  const notice = read(KEYS.notice);
  if (notice !== null) {
    write(KEYS.notice, null);
    changed();
  }
  return notice;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = () => listener();
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

const serverSnapshot: AdminSession = { token: null, user: null, secondFactor: null, notice: null };

export function useAdminSession(): AdminSession {
  return useSyncExternalStore(subscribe, getAdminSession, () => serverSnapshot);
}

/** Signs the admin out here at once, and ends the session on the server (its token stops working). */
export function endAdminSession() {
  const { token } = getAdminSession();
  signOutAdmin();
  if (!token) return;
  import('@angelbridge/contracts/calls').then(({ calls }) =>
    callApi(calls.logout, {}, { token }).catch(() => {
      // signed out here either way; the session also ends after 30 minutes idle
    }),
  );
}
