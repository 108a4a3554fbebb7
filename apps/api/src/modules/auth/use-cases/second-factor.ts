import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { adminMessages, messages } from '@angelbridge/contracts';
import { AppError } from '../../../http/app-error.js';
import type { Caller } from '../../../http/caller.js';
import { enqueueMail } from '../../../mail/mail-queue.js';
import { adminEnrolMail } from '../../../mail/templates/security-mails.js';
import { type Account, findAccountById, openAdminSession } from '../auth.queries.js';
import { acceptStep, findSecondFactor, keepPendingSecret } from '../second-factor.queries.js';
import { useTokenOnce } from '../sessions.queries.js';
import { newTotpSecret, totpLink, totpQrCode, totpStepOf } from '../totp.js';
import type { AuthDeps } from './auth-deps.js';

/** A wrong or reused code: the wrong-code budget (second-factor-limits.ts) counts exactly these. */
export class WrongSecondFactor extends AppError {
  constructor(message: string, field = 'code') {
    super('BAD_REQUEST', message, { errors: { [field]: message } });
  }
}

const wrongCode = (message: string) => new WrongSecondFactor(message);
/** A used second-factor token is remembered past its 10-minute lifetime. */
const tokenUsedUntil = () => new Date(Date.now() + 15 * 60_000);

/**
 * An admin's right password: no session token yet, only a second-factor token for the TOTP step
 * (`setup` while no authenticator app is confirmed, `code` after). /doLogin's shape stays the same.
 */
export async function adminFirstStep(
  { db, tokens, enrolSecret }: Pick<AuthDeps, 'db' | 'tokens' | 'enrolSecret'>,
  account: Account,
) {
  const factor = await findSecondFactor(db, account.id);
  const step = factor?.confirmedAt ? ('code' as const) : ('setup' as const);
  const token = tokens.sign({
    sub: account.id,
    kind: 'second_factor',
    userType: account.userType,
    version: account.tokenVersion,
  });
  // the set-up needs a second proof besides the password: a code mailed to the admin's own address
  const tokenId = tokens.verify(token)?.jti;
  if (step === 'setup' && tokenId) {
    await enqueueMail(
      db,
      {
        to: account.email,
        ...adminEnrolMail({ firstName: account.firstName, code: enrolCodeOf(enrolSecret, tokenId) }),
      },
      `admin-enrol:${tokenId}`,
    );
  }
  return {
    userId: account.id,
    message: step === 'setup' ? adminMessages.secondFactorSetup : adminMessages.secondFactorCode,
    email_verified: account.emailVerified,
    is_profile_complete: account.isProfileComplete,
    token,
    user_type: account.userType,
    second_factor: step,
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

async function adminOf(deps: AuthDeps, caller: Caller): Promise<Account> {
  const account = await findAccountById(deps.db, caller.userId);
  if (account?.userType !== 'admin') throw new AppError('FORBIDDEN', 'Not an admin account.');
  return account;
}

/**
 * The 6-digit code mailed for one second-factor token: keyed from JWT_SECRET and the token's jti, so
 * nothing is stored and it proves both the password (the token) and the mailbox (the code).
 */
function enrolCodeOf(enrolSecret: string, tokenId: string): string {
  const digest = createHmac('sha256', enrolSecret).update(`admin-enrol\n${tokenId}`).digest();
  return String(digest.readUInt32BE(0) % 1_000_000).padStart(6, '0');
}

/**
 * The secret to set up, until a first code confirms it; the same secret each time it is asked for.
 * Only against the code mailed for this sign-in: the password alone must not show a pending secret
 * (whoever read it could enrol their own app). Re-enrolment goes through the CLI or another admin.
 */
export async function secondFactorSetup(deps: AuthDeps, caller: Caller, emailCode: string) {
  const account = await adminOf(deps, caller);
  if ((await findSecondFactor(deps.db, account.id))?.confirmedAt) {
    throw new AppError('BAD_REQUEST', adminMessages.secondFactorAlreadySetUp);
  }
  const expected = Buffer.from(enrolCodeOf(deps.enrolSecret, caller.tokenId ?? ''));
  const given = Buffer.from(emailCode);
  if (!caller.tokenId || expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw new WrongSecondFactor(adminMessages.secondFactorEmailCodeWrong, 'email_code');
  }
  const secret = await keepPendingSecret(deps.db, account.id, newTotpSecret());
  if (!secret) throw new AppError('BAD_REQUEST', adminMessages.secondFactorAlreadySetUp);
  const otpauthUrl = totpLink(account.email, secret);
  return { secret, otpauth_url: otpauthUrl, qr_code: await totpQrCode(otpauthUrl) };
}

/** A right, unused code opens an admin session: its token's sid is tracked for the idle limit. */
export async function verifySecondFactorCode(deps: AuthDeps, caller: Caller, code: string) {
  const account = await adminOf(deps, caller);
  const factor = await findSecondFactor(deps.db, account.id);
  if (!factor) throw new AppError('BAD_REQUEST', adminMessages.secondFactorNotSetUp);
  const step = totpStepOf(code, factor.secret);
  if (step === null) throw wrongCode(adminMessages.secondFactorWrong);
  if (!(await acceptStep(deps.db, account.id, step))) throw wrongCode(adminMessages.secondFactorUsed);
  // the second-factor token opens one session: a copy used again (or at the same time) gets 401
  if (!caller.tokenId || !(await useTokenOnce(deps.db, account.id, caller.tokenId, tokenUsedUntil()))) {
    throw new AppError('UNAUTHORIZED', messages.server.unauthorized);
  }
  const sessionId = randomUUID();
  await openAdminSession(deps.db, account.id, sessionId);
  const token = deps.tokens.sign({
    sub: account.id,
    kind: 'session',
    userType: 'admin',
    version: account.tokenVersion,
    sid: sessionId,
  });
  return {
    message: adminMessages.signedIn,
    token,
    user_type: 'admin' as const,
    user_data: {
      user_type: 'admin' as const,
      token,
      first_name: account.firstName,
      last_name: account.lastName,
      email: account.email,
      photo: account.photo,
    },
  };
}
