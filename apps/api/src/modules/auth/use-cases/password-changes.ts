import { type changePasswordRequest, messages } from '@angelbridge/contracts';
import type { z } from 'zod';
import { AppError } from '../../../http/app-error.js';
import type { Caller } from '../../../http/caller.js';
import { findAccountById, replacePassword } from '../auth.queries.js';
import { refuseCommonPassword } from '../common-passwords.js';
import { sendAccountCode } from './account-codes.js';
import { type AuthDeps, signFor } from './auth-deps.js';

/** Remembered for every address typed, known or not: /otpSend without a purpose resends this flow. */
export async function forgetPassword(deps: AuthDeps, email: string) {
  await deps.codes.markReset(email);
  await sendAccountCode(deps, 'forget_password', email);
}

async function accountOf({ db }: AuthDeps, caller: Caller) {
  const account = await findAccountById(db, caller.userId);
  if (!account) throw new AppError('NOT_FOUND', messages.server.userNotFound);
  return account;
}

/**
 * With the reset token of this very address; the new version ends every session and the token itself.
 * Answers the account's id, whose owner has just proved they read its mail.
 */
export async function setNewPassword(deps: AuthDeps, caller: Caller, email: string, newPassword: string) {
  const account = await accountOf(deps, caller);
  if (account.email.toLowerCase() !== email) throw new AppError('FORBIDDEN', messages.server.forbidden);
  await refuseCommonPassword(newPassword, 'new_password');
  await replacePassword(deps.db, account.id, await deps.passwords.hash(newPassword));
  return account.id;
}

/** Ends every other session (token_version) and hands this one a fresh token. */
export async function changePassword(
  deps: AuthDeps,
  caller: Caller,
  input: z.output<typeof changePasswordRequest>,
) {
  const { db, passwords } = deps;
  const account = await accountOf(deps, caller);
  if (!(await passwords.matches(input.current_password, account.passwordHash))) {
    throw new AppError('BAD_REQUEST', messages.server.currentPasswordWrong, {
      errors: { current_password: messages.server.currentPasswordWrong },
    });
  }
  await refuseCommonPassword(input.new_password, 'new_password');
  const version = await replacePassword(db, account.id, await passwords.hash(input.new_password));
  return { token: signFor(deps.tokens, account, 'session', version) };
}
