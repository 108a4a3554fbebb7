import { messages } from '@angelbridge/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { Tokens } from '../../http/tokens.js';
import { findAccountById, markEmailVerified } from './auth.queries.js';
import type { Codes } from './codes.service.js';

/**
 * /otpVerifyLink: the link of a sign-up or reset mail completes the same step as its code, and answers
 * as /otpVerify would for it, plus which step it was (and, for a reset, the address the form sends
 * back). Either link proves the person reads that address, as either code does.
 */
export function createCodeLinks({ db, codes, tokens }: { db: Db; codes: Codes; tokens: Tokens }) {
  return async function verifyLink(linkToken: string) {
    const { userId, purpose } = await codes.verifyLink(linkToken);
    const account = await findAccountById(db, userId);
    if (!account) throw new AppError('BAD_REQUEST', messages.security.linkInvalid);
    if (!account.emailVerified) await markEmailVerified(db, account.id);
    const sign = (kind: 'reset' | 'completion') =>
      tokens.sign({ sub: account.id, kind, userType: account.userType, version: account.tokenVersion });
    if (purpose === 'forget_password') {
      return { action: purpose, token: sign('reset'), email: account.email.toLowerCase() };
    }
    const token = sign('completion');
    return { action: purpose, token, user_data: { token, user_type: account.userType } };
  };
}
