/**
 * The compression to send, brotli first: it is smaller, and browsers list it after gzip
 * ('gzip, deflate, br'), so the header's order is not a preference. Honours `q=0` (refused).
 */
export function preferredEncoding(
  acceptEncoding: string | undefined,
  available: { br: boolean; gzip: boolean },
): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (available.br && ok('br')) return 'br';
  if (available.gzip && ok('gzip')) return 'gzip';
  return null;
}

const BOTH = { br: true, gzip: true };
/** Accept-Encoding values seen, with their choice: clients send few distinct ones. Bounded. */
const negotiated = new Map<string, 'br' | 'gzip' | null>();
const REMEMBERED_VALUES = 256;
const REMEMBERED_LENGTH = 256;

/**
 * `preferredEncoding` with both offered, remembered per header value, so a cached answer does not parse
 * the same Accept-Encoding again on every request.
 */
export function negotiatedEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const known = negotiated.get(acceptEncoding);
  if (known !== undefined) return known;
  const chosen = preferredEncoding(acceptEncoding, BOTH);
  if (negotiated.size < REMEMBERED_VALUES && acceptEncoding.length <= REMEMBERED_LENGTH)
    negotiated.set(acceptEncoding, chosen);
  return chosen;
}
