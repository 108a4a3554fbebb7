import { authenticator } from 'otplib';
import QRCode from 'qrcode';

/**
 * TOTP as authenticator apps do it (RFC 6238: SHA-1, 6 digits, 30-second steps), with one step of
 * drift either way for a phone's clock. Each accepted code names its step, so it is good once.
 */
const totp = authenticator.clone({ window: 1 });
const STEP_SECONDS = 30;
const ISSUER = 'AngelBridge';

export function newTotpSecret(): string {
  return totp.generateSecret(20);
}

export function totpLink(email: string, secret: string): string {
  return totp.keyuri(email, ISSUER, secret);
}

/** The link as an SVG QR code, as a data: URL (the page's CSP allows data: images). */
export async function totpQrCode(link: string): Promise<string> {
  const svg = await QRCode.toString(link, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** The step the code belongs to, or null when it is no code of the last, current or next step. */
export function totpStepOf(code: string, secret: string, now = Date.now()): number | null {
  const delta = totp.checkDelta(code, secret);
  if (delta === null) return null;
  return Math.floor(now / 1000 / STEP_SECONDS) + delta;
}

/** The current code, for the demo seed's checks and the tests. */
export function totpCodeNow(secret: string): string {
  return totp.generate(secret);
}
