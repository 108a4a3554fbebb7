import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { loadGetUserDetails } from '../features/profiles/routes';
import { ApiError } from '../lib/api-client';
import { dropUnfinishedSignUp, getSession, setUser, signOut, toSessionUser } from '../lib/session';

/**
 * §4, once per page load: an unfinished sign-up is signed out; a stored session is checked against the
 * server and its user refreshed, or cleared when the server refuses it.
 */
export async function bootstrapSession(queryClient: QueryClient): Promise<void> {
  const session = getSession();
  if (session.incomplete) {
    dropUnfinishedSignUp();
    return;
  }
  if (!session.signedIn) return;
  try {
    // Only a returning user needs the call (and its contract), so it loads on demand.
    const { userDetailsQuery } = await loadGetUserDetails();
    const answer = await queryClient.fetchQuery(userDetailsQuery);
    setUser(toSessionUser(answer.user_data));
  } catch (error) {
    // No answer at all (offline, server restarting) says nothing about the token: keep the session.
    if (error instanceof ApiError && error.status === 0) return;
    signOut();
  }
}

export function useSessionBootstrap(queryClient: QueryClient): void {
  // StrictMode runs effects twice; the session must be checked once.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void bootstrapSession(queryClient);
  }, [queryClient]);
}
