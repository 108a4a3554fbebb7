import { randomUUID } from 'node:crypto';
import {
  type changePasswordRequest,
  messages,
  OTP_RESEND_SECONDS,
  type OtpPurpose,
  type registerRequest,
} from '@angelbridge/contracts';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { type Caller, signedIn } from '../../http/caller.js';
import { SESSION_LIFETIME_MS, type TokenKind, type Tokens } from '../../http/tokens.js';
import { resetCodeMail, signUpCodeMail } from '../../mail/templates/code-mails.js';
import { signUpAttemptMail } from '../../mail/templates/security-mails.js';
import { checkPhoneCountry } from '../profiles/profile-references.js';
import type { ProfilesService } from '../profiles/profiles.service.js';
import {
  type Account,
  findAccountByEmail,
  findAccountById,
  insertAccount,
  isUniqueViolation,
  markEmailVerified,
  replacePassword,
} from './auth.queries.js';
import { CODE_TTL_MINUTES, type CodeRequest, type Codes } from './codes.service.js';
import { refuseCommonPassword } from './common-passwords.js';
import type { Passwords } from './passwords.js';
import { endEverySession, endSession } from './sessions.queries.js';

export interface AuthDeps {
  db: Db;
  publicUrl: string;
  logger: Logger;
  tokens: Tokens;
  passwords: Passwords;
  codes: Codes;
  profiles: ProfilesService;
}

/** How /otpVerify names the account: the e-mail typed, or the user_id /doRegister answered (§7). */
export interface AccountRef {
  email?: string | undefined;
  userId?: string | undefined;
}

/** The same for an unknown address and a wrong password, so the answer tells nobody who has an account. */
const invalidCredentials = () =>
  new AppError('UNAUTHORIZED', messages.server.invalidCredentials, {
    errors: { password: messages.server.invalidCredentials },
  });

type AccountPurpose = Extract<OtpPurpose, 'register' | 'forget_password'>;

export function authService(deps: AuthDeps) {
  const { db, tokens, passwords, codes, profiles } = deps;
  const sign = (account: Account, kind: TokenKind, version = account.tokenVersion) =>
    tokens.sign({ sub: account.id, kind, userType: account.userType, version });

  /**
   * A code for an account's own address; `account` null sends nothing, after the same resend wait.
   * The mail is queued, and sent by the worker after the answer: the time an SMTP server takes (or its
   * failure) must not tell a caller whether the address has an account.
   */
  function accountCode(purpose: AccountPurpose, email: string, account: Account | null): CodeRequest {
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
  async function sendAccountCode(purpose: AccountPurpose, email: string) {
    const account = await findAccountByEmail(db, email);
    const wanted = purpose === 'register' ? account && !account.emailVerified : account;
    await codes.send(accountCode(purpose, email, wanted ? account : null));
  }

  const findAccount = (ref: AccountRef) =>
    ref.email !== undefined
      ? findAccountByEmail(db, ref.email)
      : ref.userId
        ? findAccountById(db, ref.userId)
        : Promise.resolve(null);

  /** An unknown account costs the same reads as a known one, and gets the same answer. */
  async function verifyAccountCode(purpose: AccountPurpose, ref: AccountRef, code: string): Promise<Account> {
    const account = await findAccount(ref);
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

  /**
   * A sign-up with an address that has an account answers exactly like a new one (a fresh id nobody
   * can use), so sign-up tells nobody who is registered. The owner hears of it instead: a pending
   * sign-up gets its code again, a finished account a note that someone tried.
   */
  async function registerTaken(account: Account) {
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
        ...signUpAttemptMail({ firstName: account.firstName, publicUrl: deps.publicUrl }),
      });
    }
    return { user_id: randomUUID() };
  }

  return {
    async register(input: z.output<typeof registerRequest>) {
      await refuseCommonPassword(input.password, 'password');
      await checkPhoneCountry(db, input.country_id, input.isd_code);
      const existing = await findAccountByEmail(db, input.email);
      // hashed either way, so both answers take the time of a real sign-up
      const passwordHash = await passwords.hash(input.password);
      if (existing) return registerTaken(existing);
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
        if (raced) return registerTaken(raced);
        throw error;
      }
      const account = await findAccountById(db, id);
      // no resend wait asked: one started by a stranger's /otpSend must not cost the new account its code
      if (account) await codes.issue(accountCode('register', input.email, account));
      return { user_id: id };
    },

    /**
     * /otpSend: the answer is the same whether or not the address has an account. Without a purpose
     * (§7 sends only email and auth_type) the code of the flow the address is in goes out again.
     */
    async sendCode(purpose: OtpPurpose | undefined, email: string, caller: Caller | null) {
      const chosen = purpose ?? (await codes.flowOf(email));
      if (chosen === 'register' || chosen === 'forget_password') await sendAccountCode(chosen, email);
      else await profiles.changes.resend(signedIn(caller).userId, chosen);
      return { resend_in: OTP_RESEND_SECONDS, expires_in: CODE_TTL_MINUTES * 60 };
    },

    /** register: a completion token (the profile is next); the e-mail counts as verified. */
    async verifyRegister(ref: AccountRef, code: string) {
      const account = await verifyAccountCode('register', ref, code);
      const token = sign(account, 'completion');
      return { token, user_data: { token, user_type: account.userType } };
    },

    /** forget_password: a reset token, good for /setNewPassword only. */
    async verifyForgetPassword(ref: AccountRef, code: string) {
      const account = await verifyAccountCode('forget_password', ref, code);
      return { token: sign(account, 'reset') };
    },

    async verifyNewEmail(caller: Caller | null, email: string, code: string) {
      const { userId } = signedIn(caller);
      await profiles.changes.confirmEmail(userId, email, code);
      return { user_data: await profiles.load(userId) };
    },

    async verifyNewMobile(
      caller: Caller | null,
      phone: { countryId: string; isdCode: string; mobileNumber: string },
      code: string,
    ) {
      const { userId } = signedIn(caller);
      await profiles.changes.confirmMobile(userId, phone, code);
      return { user_data: await profiles.load(userId) };
    },

    /**
     * Right credentials always succeed. Only a verified, complete account gets a session token; an
     * unfinished sign-up gets a completion token and the flags that say which step is missing.
     * `userId` is for the device cookie, not the answer.
     */
    async login(email: string, password: string) {
      const account = await findAccountByEmail(db, email);
      if (!account) {
        await passwords.waste(password);
        throw invalidCredentials();
      }
      if (!(await passwords.matches(password, account.passwordHash))) throw invalidCredentials();
      const complete = account.emailVerified && account.isProfileComplete;
      const token = sign(account, complete ? 'session' : 'completion');
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
    },

    /** Remembered for every address typed, known or not: /otpSend without a purpose resends this flow. */
    async forgetPassword(email: string) {
      await codes.markReset(email);
      await sendAccountCode('forget_password', email);
    },

    /**
     * With the reset token of this very address; the new version ends every session and the token itself.
     * Answers the account's id, whose owner has just proved they read its mail.
     */
    async setNewPassword(caller: Caller, email: string, newPassword: string) {
      const account = await findAccountById(db, caller.userId);
      if (!account) throw new AppError('NOT_FOUND', messages.server.userNotFound);
      if (account.email.toLowerCase() !== email) throw new AppError('FORBIDDEN', messages.server.forbidden);
      await refuseCommonPassword(newPassword, 'new_password');
      await replacePassword(db, account.id, await passwords.hash(newPassword));
      return account.id;
    },

    /** Ends every other session (token_version) and hands this one a fresh token. */
    async changePassword(caller: Caller, input: z.output<typeof changePasswordRequest>) {
      const account = await findAccountById(db, caller.userId);
      if (!account) throw new AppError('NOT_FOUND', messages.server.userNotFound);
      if (!(await passwords.matches(input.current_password, account.passwordHash))) {
        throw new AppError('BAD_REQUEST', messages.server.currentPasswordWrong, {
          errors: { current_password: messages.server.currentPasswordWrong },
        });
      }
      await refuseCommonPassword(input.new_password, 'new_password');
      const version = await replacePassword(db, account.id, await passwords.hash(input.new_password));
      return { token: sign(account, 'session', version) };
    },

    /** Sign Out: this session only, or every session of the account. */
    async logout(caller: Caller, everywhere: boolean) {
      const { userId, sessionId } = caller;
      // a token from before sessions were named can only be ended with all the others
      if (everywhere || !sessionId) await endEverySession(db, userId);
      else await endSession(db, userId, sessionId, new Date(Date.now() + SESSION_LIFETIME_MS));
    },
  };
}
