import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Browser features the app never uses, turned off for its pages and anything they embed. Left on (self):
 * web-share and clipboard-write (the pitch's Share button), fullscreen (pitch videos). Only names Chromium
 * recognises: an unknown one makes it log an error on every page.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** A Node-level middleware: what helmet and cors are, and what the fast path runs without Express. */
export type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/**
 * The headers a middleware sets on every answer whatever the request (helmet's, with a fixed policy),
 * found once by running it on a recording response, so that they are set without running it again.
 */
export function headersSetBy(middleware: Middleware): [string, string][] {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: unknown) => headers.push([name, String(value)]),
    removeHeader: () => undefined,
    getHeader: () => undefined,
  };
  let done = false;
  middleware({ headers: {} } as IncomingMessage, recorder as unknown as ServerResponse, () => {
    done = true;
  });
  // a middleware that went on later, or not at all, may set more than was recorded
  if (!done) throw new Error('the headers of a middleware that does not go on at once cannot be recorded');
  return headers;
}

export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

export type TrustFn = (address: string, hop: number) => boolean;

/**
 * Whether the browser reached us over HTTPS, as Express's `req.secure` decides it: a TLS socket, or a
 * trusted proxy saying so in X-Forwarded-Proto. For the fast path too, which answers before Express.
 */
export function isHttps(req: IncomingMessage, trust: TrustFn): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  if (!trust(req.socket.remoteAddress ?? '', 0)) return false;
  const forwarded = req.headers['x-forwarded-proto'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first === 'https';
}

/**
 * Every answer's security headers in one step: `fixed`, those that never depend on the request (helmet's
 * with a fixed policy, recorded once by headersSetBy, and Permissions-Policy), then HSTS over HTTPS only: a
 * browser ignores it over plain HTTP (RFC 6797 §8.1), and sending it there tells a local or test set-up to
 * pin a scheme it does not serve. One loop instead of helmet's dozen middlewares: a tax every call paid.
 */
export function securityHeaders(
  fixed: readonly (readonly [string, string])[],
  isSecure: (req: IncomingMessage) => boolean,
) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    for (const [name, value] of fixed) res.setHeader(name, value);
    if (isSecure(req)) res.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    next();
  };
}
