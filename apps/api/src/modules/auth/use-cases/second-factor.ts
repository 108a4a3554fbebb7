import { adminMessages } from '@angelbridge/contracts';
import { eq } from 'drizzle-orm';
import { adminSecondFactors } from '../../../db/schema/index.js';
import type { Account } from '../auth.queries.js';
import { type AuthDeps, signFor } from './auth-deps.js';

/**
 * An admin's right password: no session token yet, only a second-factor token for the TOTP step
 * (`setup` while no authenticator app is confirmed, `code` after). /doLogin's shape stays the same.
 */
export async function adminFirstStep({ db, tokens }: Pick<AuthDeps, 'db' | 'tokens'>, account: Account) {
  const [factor] = await db
    .select({ confirmedAt: adminSecondFactors.confirmedAt })
    .from(adminSecondFactors)
    .where(eq(adminSecondFactors.userId, account.id));
  const step = factor?.confirmedAt ? ('code' as const) : ('setup' as const);
  const token = signFor(tokens, account, 'second_factor');
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
