import { messages } from '@angelbridge/contracts';
import { AppError } from '../../../http/app-error.js';
import { resetCodeMail, signUpCodeMail } from '../../../mail/templates/code-mails.js';
import { type Account, findAccountByEmail, findAccountById, markEmailVerified } from '../auth.queries.js';
import { CODE_TTL_MINUTES, type CodeRequest } from '../codes.service.js';
import type { AccountPurpose, AccountRef, AuthDeps } from './auth-deps.js';

/**
 * A code for an account's own address; `account` null sends nothing, after the same resend wait.
 * The mail is queued, and sent by the worker after the answer: the time an SMTP server takes (or its
 * failure) must not tell a caller whether the address has an account.
 */
export function accountCode(purpose: AccountPurpose, email: string, account: Account | null): CodeRequest {
  const template = purpose === 'register' ? signUpCodeMail : resetCodeMail;
  return {
    cooldownKey: email,
    userId: account?.id ?? null,
    purpose,
    bind: email,
    mailTo: email,
    // only called with an account (issue sends nothing without one)
    mail: (code, link) => ({
      to: account?.email ?? email,
      ...template({ firstName: account?.firstName ?? '', code, minutes: CODE_TTL_MINUTES, link }),
    }),
  };
}

/** Sign-up codes go only to accounts still waiting for theirs; reset codes to any account. */
export async function sendAccountCode({ db, codes }: AuthDeps, purpose: AccountPurpose, email: string) {
  const account = await findAccountByEmail(db, email);
  const wanted = purpose === 'register' ? account && !account.emailVerified : account;
  await codes.send(accountCode(purpose, email, wanted ? account : null));
}

/** An unknown account costs the same reads as a known one, and gets the same answer. */
export async function verifyAccountCode(
  { db, codes }: AuthDeps,
  purpose: AccountPurpose,
  ref: AccountRef,
  code: string,
): Promise<Account> {
  const account =
    ref.email !== undefined
      ? await findAccountByEmail(db, ref.email)
      : ref.userId
        ? await findAccountById(db, ref.userId)
        : null;
  // both e-mail and user_id given: they must name the same account
  const email = ref.email ?? account?.email.toLowerCase() ?? '';
  if (!account || (ref.userId && ref.userId !== account.id)) return codes.decoy(purpose, email, code);
  try {
    await codes.verify({ userId: account.id, purpose, bind: account.email.toLowerCase(), code });
  } catch (error) {
    // a voided code answers like a wrong one: for an unknown address nothing is ever voided
    if (error instanceof AppError && error.message === messages.server.otpTooManyAttempts) {
      throw new AppError('BAD_REQUEST', messages.server.otpInvalid, {
        errors: { otp: messages.server.otpInvalid },
      });
    }
    throw error;
  }
  // either code proves the person reads this address
  if (!account.emailVerified) await markEmailVerified(db, account.id);
  return { ...account, emailVerified: true };
}
