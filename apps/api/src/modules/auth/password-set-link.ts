import { createHash, randomBytes } from 'node:crypto';
import { webPaths } from '@angelbridge/contracts/web-paths';
import type { Db } from '../../db/client.js';
import { replaceCode } from './codes.queries.js';

/**
 * A one-time link that sets the account's password (`pnpm admin:create` prints it): a forget-password
 * code whose link is opened at /verify, which answers a reset token, as the mailed links do. The code
 * itself is random and never shown, so only the link works; it replaces any earlier one and lasts `hours`.
 */
export async function issuePasswordSetLink(db: Db, publicUrl: string, userId: string, hours = 24) {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  await replaceCode(db, {
    userId,
    purpose: 'forget_password',
    codeHash: randomBytes(32).toString('hex'),
    linkHash: createHash('sha256').update(token).digest('hex'),
    createdAt: new Date(now),
    expiresAt: new Date(now + hours * 60 * 60_000),
  });
  return `${publicUrl}${webPaths.verifyLink}#token=${token}`;
}
