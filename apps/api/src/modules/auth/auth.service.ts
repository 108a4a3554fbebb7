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
import type { Caller } from '../../http/caller.js';
import type { TokenKind, Tokens } from '../../http/tokens.js';
import type { Mailer } from '../../mail/mailer.js';
import { resetCodeMail, signUpCodeMail } from '../../mail/templates/code-mails.js';
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
import type { Passwords } from './passwords.js';

export interface AuthDeps {
  db: Db;
  logger: Logger;
  tokens: Tokens;
  mailer: Mailer;
  passwords: Passwords;
  codes: Codes;
  profiles: ProfilesService;
}

/** The caller a non-guest endpoint was let in with; guest endpoints get null without a session. */
export function signedIn(caller: Caller | null): Caller {
  if (!caller) throw new AppError('UNAUTHORIZED', messages.server.unauthorized);
  return caller;
}

const invalidCode = () =>
  new AppError('BAD_REQUEST', messages.server.otpInvalid, { errors: { otp: messages.server.otpInvalid } });
const emailTaken = () =>
  new AppError('CONFLICT', messages.server.emailTaken, { errors: { email: messages.server.emailTaken } });

/** The same for an unknown address and a wrong password, so the answer tells nobody who has an account. */
const invalidCredentials = () =>
  new AppError('UNAUTHORIZED', messages.server.invalidCredentials, {
    errors: { password: messages.server.invalidCredentials },
  });

type AccountPurpose = Extract<OtpPurpose, 'register' | 'forget_password'>;

export function authService({ db, tokens, mailer, logger, passwords, codes, profiles }: AuthDeps) {
  const sign = (account: Account, kind: TokenKind, version = account.tokenVersion) =>
    tokens.sign({ sub: account.id, kind, userType: account.userType, version });

  /**
   * A code for an account's own address; `account` null sends nothing, after the same resend wait.
   * In the background, the mail is handed over after the answer: the time an SMTP server takes (or its
   * failure) must not tell a caller whether the address has an account.
   */
  function accountCode(
    purpose: AccountPurpose,
    email: string,
    account: Account | null,
    background = false,
  ): CodeRequest {
    const template = purpose === 'register' ? signUpCodeMail : resetCodeMail;
    return {
      cooldownKey: email,
      userId: account?.id ?? null,
      purpose,
      bind: email,
      deliver: async (code) => {
        if (!account) return;
        const sending = mailer.send({
          to: account.email,
          ...template({ firstName: account.firstName, code, minutes: CODE_TTL_MINUTES }),
        });
        if (!background) return sending;
        sending.catch((err: unknown) => logger.error({ err, purpose }, 'a code mail could not be sent'));
      },
    };
  }

  /** Sign-up codes go only to accounts still waiting for theirs; reset codes to any account. */
  async function sendAccountCode(purpose: AccountPurpose, email: string) {
    const account = await findAccountByEmail(db, email);
    const wanted = purpose === 'register' ? account && !account.emailVerified : account;
    await codes.send(accountCode(purpose, email, wanted ? account : null, true));
  }

  async function verifyAccountCode(purpose: AccountPurpose, email: string, code: string): Promise<Account> {
    const account = await findAccountByEmail(db, email);
    if (!account) throw invalidCode();
    await codes.verify({ userId: account.id, purpose, bind: email, code });
    // either code proves the person reads this address
    if (!account.emailVerified) await markEmailVerified(db, account.id);
    return { ...account, emailVerified: true };
  }

  return {
    async register(input: z.output<typeof registerRequest>) {
      await checkPhoneCountry(db, input.country_id, input.isd_code);
      if (await findAccountByEmail(db, input.email)) throw emailTaken();
      let id: string;
      try {
        id = await insertAccount(db, {
          userType: input.user_type,
          firstName: input.first_name,
          lastName: input.last_name,
          email: input.email,
          passwordHash: await passwords.hash(input.password),
          isdCode: input.isd_code,
          mobileNumber: input.mobile_number,
          countryId: input.country_id,
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
      const account = await findAccountById(db, id);
      if (account) await codes.send(accountCode('register', input.email, account));
      return { user_id: id };
    },

    /** /otpSend: the answer is the same whether or not the address has an account. */
    async sendCode(purpose: OtpPurpose, email: string, caller: Caller | null) {
      if (purpose === 'register' || purpose === 'forget_password') await sendAccountCode(purpose, email);
      else await profiles.changes.resend(signedIn(caller).userId, purpose);
      return { resend_in: OTP_RESEND_SECONDS, expires_in: CODE_TTL_MINUTES * 60 };
    },

    /** register: a completion token (the profile is next); the e-mail counts as verified. */
    async verifyRegister(email: string, code: string) {
      const account = await verifyAccountCode('register', email, code);
      const token = sign(account, 'completion');
      return { token, user_data: { token, user_type: account.userType } };
    },

    /** forget_password: a reset token, good for /setNewPassword only. */
    async verifyForgetPassword(email: string, code: string) {
      const account = await verifyAccountCode('forget_password', email, code);
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

    forgetPassword: (email: string) => sendAccountCode('forget_password', email),

    /** With the reset token of this very address; the new version ends every session and the token itself. */
    async setNewPassword(caller: Caller | null, email: string, newPassword: string) {
      const account = await findAccountById(db, signedIn(caller).userId);
      if (!account) throw new AppError('NOT_FOUND', messages.server.userNotFound);
      if (account.email.toLowerCase() !== email) throw new AppError('FORBIDDEN', messages.server.forbidden);
      await replacePassword(db, account.id, await passwords.hash(newPassword));
    },

    /** Ends every other session (token_version) and hands this one a fresh token. */
    async changePassword(caller: Caller | null, input: z.output<typeof changePasswordRequest>) {
      const account = await findAccountById(db, signedIn(caller).userId);
      if (!account) throw new AppError('NOT_FOUND', messages.server.userNotFound);
      if (!(await passwords.matches(input.current_password, account.passwordHash))) {
        throw new AppError('BAD_REQUEST', messages.server.currentPasswordWrong, {
          errors: { current_password: messages.server.currentPasswordWrong },
        });
      }
      const version = await replacePassword(db, account.id, await passwords.hash(input.new_password));
      return { token: sign(account, 'session', version) };
    },
  };
}
