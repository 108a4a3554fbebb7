import { webPaths } from '@angelbridge/contracts/web-paths';
import { hrefFor } from './href-for';
/**
 * Where to go back to after signing in. Only a path on this site counts: an absolute URL, a
 * protocol-relative '//host' or a backslash trick would send a fresh session to someone else's page.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2_000) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  // Control characters (tabs, new lines) are dropped by URL parsers and could turn '/\t/x' into '//x'.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: that is exactly what is being refused.
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  try {
    const url = new URL(value, 'https://angelbridge.invalid');
    if (url.origin !== 'https://angelbridge.invalid') return null;
    // '/.//host' or '/x/..//host' is on this site, but its resolved path '//host' would be read as
    // another host by whoever follows it next: such a path goes home instead
    if (url.pathname.startsWith('//')) return webPaths.home;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/**
 * Where a visitor who just signed in belongs: the `next` path of the login link (a pitch's Contact button),
 * else the protected page that sent them to log in (`state.from`), else home. The login page and the guard
 * that moves signed-in visitors off it must agree, or the guard's redirect wins the race.
 */
export function afterLoginPath(location: { search: string; state: unknown }): string {
  const next = safeReturnPath(new URLSearchParams(location.search).get('next'));
  if (next) return next;
  const from = (location.state as { from?: { pathname?: string; search?: string } } | null)?.from;
  return safeReturnPath(from?.pathname ? `${from.pathname}${from.search ?? ''}` : null) ?? webPaths.home;
}

/** The login URL that brings the visitor back to `path` afterwards. */
export function loginPathFor(path: string): string {
  return hrefFor(webPaths.login, { next: path });
}
