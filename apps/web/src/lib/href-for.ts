import type { WebPath } from '@angelbridge/contracts/web-paths';

/** The `:name` parameters of a page's pattern: 'id' for '/project/:id', never for '/login'. */
type ParamName<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamName<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type Query = Record<string, string | number | undefined>;

/** A pattern with parameters needs their values first; either kind may take a query after. */
type HrefArgs<P extends string> = [ParamName<P>] extends [never]
  ? [query?: Query]
  : [params: Record<ParamName<P>, string>, query?: Query];

/**
 * A link to one of the app's pages, built from its pattern in `webPaths` (the list the router and the
 * server share), so no component spells a page's path by hand: `hrefFor(webPaths.project, { id })`,
 * `hrefFor(webPaths.signup, { type: 'investor' })`. Values are URI-encoded; undefined query values left out.
 */
export function hrefFor<P extends WebPath>(path: P, ...args: HrefArgs<P>): string {
  const hasParams = path.includes(':');
  const params = (hasParams ? args[0] : undefined) as Record<string, string> | undefined;
  const query = (hasParams ? args[1] : args[0]) as Query | undefined;
  const filled = path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params?.[name] ?? ''));
  const search = Object.entries(query ?? {})
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');
  return search ? `${filled}?${search}` : filled;
}
