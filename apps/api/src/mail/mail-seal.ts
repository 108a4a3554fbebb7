import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * The text of a queued mail (subject, HTML, plain text: where its one-time code and link are) is kept
 * sealed in `jobs.payload`: AES-256-GCM under a key derived from JWT_SECRET (HKDF-SHA256), so a backup
 * or a replica of the jobs table holds no live code or link. Only the worker opens it, to send.
 * One key per process: every instance of the app runs with the same JWT_SECRET (assemble.ts sets it).
 */
let key: Buffer | null = null;

export function useMailSealKey(jwtSecret: string): void {
  key = Buffer.from(hkdfSync('sha256', jwtSecret, 'angelbridge', 'jobs.payload mail seal v1', 32));
}

function sealKey(): Buffer {
  if (!key) throw new Error('The mail seal key is not set (useMailSealKey at start-up).');
  return key;
}

export interface MailText {
  subject: string;
  html: string;
  text: string;
}

/** `v1.<iv>.<tag>.<ciphertext>`, base64url. */
export function sealMailText(mail: MailText): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(mail), 'utf8'), cipher.final()]);
  return ['v1', ...[iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'))].join('.');
}

/** Opens what sealMailText made; throws when it was changed or sealed under another key. */
export function openMailText(sealed: string): MailText {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('Not a sealed mail.');
  const decipher = createDecipheriv('aes-256-gcm', sealKey(), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  const plain = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]);
  return JSON.parse(plain.toString('utf8')) as MailText;
}
