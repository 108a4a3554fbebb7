import { type WebPath, type WebPathParams, webPath } from '@angelbridge/contracts/web-paths';

type Query = Record<string, string | number | undefined>;

/** A pattern with parameters needs their values first; either kind may take a query after. */
type HrefArgs<P extends WebPath> = keyof WebPathParams<P> extends never
  ? [query?: Query]
  : [params: WebPathParams<P>, query?: Query];

/** contracts' webPath, which fills a pattern's parameters, without its per-pattern overloads. */
const fill = webPath as (pattern: WebPath, params?: Record<string, string>) => string;

/**
 * A link to one of the app's pages, built from its pattern in `webPaths` (the list the router and the
 * server share) by contracts' `webPath`, plus a query: `hrefFor(webPaths.project, { id })`,
 * `hrefFor(webPaths.signup, { type: 'investor' })`. Values are URI-encoded; undefined query values left out.
 */
export function hrefFor<P extends WebPath>(path: P, ...args: HrefArgs<P>): string {
  const hasParams = path.includes(':');
  const params = (hasParams ? args[0] : undefined) as Record<string, string> | undefined;
  const query = (hasParams ? args[1] : args[0]) as Query | undefined;
  const search = Object.entries(query ?? {})
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');
  const filled = fill(path, params);
  return search ? `${filled}?${search}` : filled;
}
