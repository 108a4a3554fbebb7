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
 * HSTS only over HTTPS: a browser ignores it over plain HTTP (RFC 6797 §8.1), and sending it there tells
 * a local or test set-up to pin a scheme it does not serve. Permissions-Policy on every answer.
 */
export function extraSecurityHeaders(isSecure: (req: IncomingMessage) => boolean) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    if (isSecure(req)) res.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    next();
  };
}
