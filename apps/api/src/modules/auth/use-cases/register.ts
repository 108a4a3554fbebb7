import { randomUUID } from 'node:crypto';
import type { registerRequest } from '@angelbridge/contracts';
import type { z } from 'zod';
import { isUniqueViolation } from '../../../db/transaction.js';
import { AppError } from '../../../http/app-error.js';
import { signUpAttemptMail } from '../../../mail/templates/security-mails.js';
import { checkPhoneCountry } from '../../reference/index.js';
import { type Account, findAccountByEmail, findAccountById, insertAccount } from '../auth.queries.js';
import { refuseCommonPassword } from '../common-passwords.js';
import { accountCode } from './account-codes.js';
import type { AuthDeps } from './auth-deps.js';

/**
 * A sign-up with an address that has an account answers exactly like a new one (a fresh id nobody
 * can use), so sign-up tells nobody who is registered. The owner hears of it instead: a pending
 * sign-up gets its code again, a finished account a note that someone tried.
 */
async function registerTaken({ db, codes, publicUrl }: AuthDeps, account: Account) {
  const email = account.email.toLowerCase();
  // what a new sign-up costs besides the hash: reading the account back, then making its code (a
  // finished account gets none, but its resend wait starts all the same, as a new sign-up's does)
  await findAccountById(db, account.id);
  await codes
    .send(accountCode('register', email, account.emailVerified ? null : account))
    .catch((error: unknown) => {
      if (!(error instanceof AppError)) throw error; // a resend too soon: the code already went
    });
  if (account.emailVerified) {
    await codes.mailBudget.send('sign-up-attempt', {
      to: account.email,
      ...signUpAttemptMail({ firstName: account.firstName, publicUrl }),
    });
  }
  return { user_id: randomUUID() };
}

/** /doRegister: a new account waiting for its e-mail code; the same answer for a taken address. */
export async function register(deps: AuthDeps, input: z.output<typeof registerRequest>) {
  const { db, codes, passwords } = deps;
  await refuseCommonPassword(input.password, 'password');
  await checkPhoneCountry(db, input.country_id, input.isd_code);
  const existing = await findAccountByEmail(db, input.email);
  // hashed either way, so both answers take the time of a real sign-up
  const passwordHash = await passwords.hash(input.password);
  if (existing) return registerTaken(deps, existing);
  let id: string;
  try {
    id = await insertAccount(db, {
      userType: input.user_type,
      firstName: input.first_name,
      lastName: input.last_name,
      email: input.email,
      passwordHash,
      isdCode: input.isd_code,
      mobileNumber: input.mobile_number,
      countryId: input.country_id,
    });
  } catch (error) {
    // the same address signed up at the same moment by another request
    const raced = isUniqueViolation(error) ? await findAccountByEmail(db, input.email) : null;
    if (raced) return registerTaken(deps, raced);
    throw error;
  }
  const account = await findAccountById(db, id);
  // no resend wait asked: one started by a stranger's /otpSend must not cost the new account its code
  if (account) await codes.issue(accountCode('register', input.email, account));
  return { user_id: id };
}
