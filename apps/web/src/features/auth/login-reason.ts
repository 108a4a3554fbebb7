import { webPaths } from '@angelbridge/contracts/web-paths';
import { matchPath } from 'react-router-dom';

/**
 * Why a guest sent to the login page by a members-only page is there (issue 31: a guest who clicked a
 * person on /scout landed here without a word). Read from the guard's `state.from`; null when the visitor
 * opened the login page themself.
 */
export function loginReason(state: unknown): string | null {
  const from = (state as { from?: { pathname?: unknown; search?: unknown } } | null)?.from;
  if (typeof from?.pathname !== 'string') return null;
  if (matchPath(webPaths.investorProfile, from.pathname)) {
    const search = typeof from.search === 'string' ? from.search : '';
    const type = new URLSearchParams(search).get('type');
    const kind = type === 'entrepreneur' ? 'entrepreneur' : 'investor';
    return `Log in to see ${kind} profiles. You will come back to this one after signing in.`;
  }
  return 'Log in to see that page. You will come back to it after signing in.';
}
