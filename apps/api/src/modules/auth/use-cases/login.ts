import { accountSuspendedMessage, messages } from '@angelbridge/contracts';
import { AppError } from '../../../http/app-error.js';
import { findAccountByEmail } from '../auth.queries.js';
import { type AuthDeps, signFor } from './auth-deps.js';
import { adminFirstStep } from './second-factor.js';

/** The same for an unknown address and a wrong password, so the answer tells nobody who has an account. */
const invalidCredentials = () =>
  new AppError('UNAUTHORIZED', messages.server.invalidCredentials, {
    errors: { password: messages.server.invalidCredentials },
  });

const accountSuspended = (reason: string) =>
  new AppError('FORBIDDEN', accountSuspendedMessage(reason), {
    errors: { email: accountSuspendedMessage(reason) },
  });

/**
 * Right credentials always succeed (unless an admin suspended the account). Only a verified, complete account gets a session token; an
 * unfinished sign-up gets a completion token and the flags that say which step is missing.
 * `userId` is for the device cookie, not the answer.
 */
export async function login(deps: AuthDeps, email: string, password: string) {
  const { db, tokens, passwords } = deps;
  const account = await findAccountByEmail(db, email);
  if (!account) {
    await passwords.waste(password);
    throw invalidCredentials();
  }
  if (!(await passwords.matches(password, account.passwordHash))) throw invalidCredentials();
  // told only after the right password, so the answer reveals nothing about anyone else's account
  if (account.suspendedAt) throw accountSuspended(account.suspensionReason ?? '');
  if (account.userType === 'admin') return await adminFirstStep(deps, account);
  const complete = account.emailVerified && account.isProfileComplete;
  const token = signFor(tokens, account, complete ? 'session' : 'completion');
  let message: string = messages.toasts.loginSuccess;
  if (!account.emailVerified) message = messages.server.emailNotVerified;
  else if (!account.isProfileComplete) message = messages.toasts.completeProfile;
  return {
    userId: account.id,
    message,
    email_verified: account.emailVerified,
    is_profile_complete: account.isProfileComplete,
    token,
    user_type: account.userType,
    user_data: {
      user_type: account.userType,
      token,
      first_name: account.firstName,
      last_name: account.lastName,
      email: account.email,
      photo: account.photo,
    },
  };
}
