/** Query parameters that carry credentials (the notification stream's ticket); logs never hold them. */
const SECRET_PARAMS = ['ticket', 'token'];

export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const params = new URLSearchParams(url.slice(mark + 1));
  let changed = false;
  for (const name of SECRET_PARAMS) {
    if (params.has(name)) {
      params.set(name, '[Redacted]');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, mark)}?${params.toString()}` : url;
}

/** pino-http request serializer: the standard one's output, with secrets taken out of url and query. */
export function withoutUrlSecrets(req: { url?: string; query?: unknown }) {
  if (typeof req.url === 'string') req.url = redactUrl(req.url);
  if (req.query && typeof req.query === 'object') {
    const query = { ...(req.query as Record<string, unknown>) };
    for (const name of SECRET_PARAMS) if (name in query) query[name] = '[Redacted]';
    req.query = query;
  }
  return req;
}
