import type { OtpPurpose, UserProfile } from '@angelbridge/contracts';
import type { Logger } from 'pino';
import type { Db } from '../../../db/client.js';
import type { TokenKind, Tokens } from '../../../http/tokens.js';
import type { Account } from '../auth.queries.js';
import type { Codes } from '../codes.service.js';
import type { Passwords } from '../passwords.js';

export interface Phone {
  countryId: string;
  isdCode: string;
  mobileNumber: string;
}

/**
 * What sign-in needs of profiles (passed in by compose.ts, so auth imports nothing of profiles):
 * the e-mail and phone changes held until their codes, which /otpSend and /otpVerify complete.
 */
export interface HeldChanges {
  load(userId: string): Promise<UserProfile>;
  changes: {
    resend(userId: string, what: 'update_email' | 'update_mobile_number'): Promise<void>;
    confirmEmail(userId: string, email: string, code: string): Promise<void>;
    confirmMobile(userId: string, phone: Phone, code: string): Promise<void>;
  };
}

export interface AuthDeps {
  db: Db;
  publicUrl: string;
  logger: Logger;
  tokens: Tokens;
  passwords: Passwords;
  codes: Codes;
  profiles: HeldChanges;
  /** Keys the e-mailed code of an admin's first authenticator set-up (JWT_SECRET). */
  enrolSecret: string;
}

/** How /otpVerify names the account: the e-mail typed, or the user_id /doRegister answered (§7). */
export interface AccountRef {
  email?: string | undefined;
  userId?: string | undefined;
}

export type AccountPurpose = Extract<OtpPurpose, 'register' | 'forget_password'>;

export const signFor = (tokens: Tokens, account: Account, kind: TokenKind, version = account.tokenVersion) =>
  tokens.sign({ sub: account.id, kind, userType: account.userType, version });
