import { matchWebPath, webPaths } from '@angelbridge/contracts/web-paths';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from './router';

/** Every path the router declares, whole (a child's path is absolute here: it starts with '/'). */
function declared(list: RouteObject[]): string[] {
  return list.flatMap((route) => [
    ...(route.path && route.path !== '*' ? [route.path] : []),
    ...declared(route.children ?? []),
  ]);
}

/** The path of the route react-router renders for a URL; '*' is the not-found page. */
function leafPath(url: string): string | undefined {
  const matches = matchRoutes(routes, url) ?? [];
  const leaf = matches[matches.length - 1]?.route;
  return leaf?.index ? '/' : leaf?.path;
}

describe('the router and the server agree on which pages exist', () => {
  it('declares exactly the paths of webPaths, the list the server answers 404 outside of', () => {
    expect(declared(routes).sort()).toEqual(Object.values(webPaths).sort());
  });

  it.each([
    '/',
    '/funding',
    '/FUNDING',
    '/funding/',
    '/fund%69ng',
    '/project/123',
    '/project/abc/',
    '/project/',
    '/project/1/2',
    '/pitchlist/9/insights',
    '/pitchlist/9/Insights',
    '/investor/profile/7',
    '/profile/password',
    '/profile',
    '/nothing-here',
    '/login/extra',
    '/dev/mailbox',
    '//funding',
  ])('%s: a page for both, or the not-found page for both', (url) => {
    const page = leafPath(url);
    const server = matchWebPath(url);
    expect(server?.path ?? '*', url).toBe(page);
  });
});

describe('pages that only a signed-in person may see', () => {
  /** Every route object of the table, children included. */
  const all = (list: RouteObject[]): RouteObject[] =>
    list.flatMap((route) => [route, ...all(route.children ?? [])]);

  it.each([
    webPaths.updates,
    webPaths.update,
    webPaths.pitchUpdates,
    webPaths.pitchUpdateNew,
    webPaths.pitchUpdateEdit,
  ])('%s (investor updates) is never rendered or prefetched by the server', (path) => {
    const route = all(routes).find((one) => one.path === path);
    expect(route, path).toBeDefined();
    expect(route?.handle?.serverRendered).toBeFalsy();
    expect(route?.handle?.reads).toBeUndefined();
  });
});
