/** What `pnpm admin:create` does (admin-create-cli.ts reads the options), for the CLI and the tests. */
import { strongPassword } from '@angelbridge/contracts';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import { createAdminAccount, resetAuthenticator } from './modules/admin/index.js';
import { createPasswords, issuePasswordSetLink } from './modules/auth/index.js';

export interface AdminCreateOptions {
  email: string;
  firstName?: string | undefined;
  lastName?: string | undefined;
  /** Set when typed at a terminal; otherwise a password-set link is printed. */
  password?: string | undefined;
  /** Forget the admin's authenticator app (a lost phone): the next sign-in sets one up again. */
  resetAuthenticator?: boolean | undefined;
}

/**
 * Makes or promotes the admin; answers what to print: with a password typed at the terminal, that is
 * all; otherwise a one-time link that sets the password (24 hours).
 */
export async function runAdminCreate(
  db: Db,
  config: Pick<Config, 'env' | 'publicUrl'>,
  options: AdminCreateOptions,
): Promise<string[]> {
  const passwords = createPasswords(config.env);
  if (options.password !== undefined) {
    const checked = strongPassword('A password is required.').safeParse(options.password);
    if (!checked.success) throw new Error(checked.error.issues[0]?.message ?? 'The password is too weak.');
  }
  const { userId, created } = await createAdminAccount(
    db,
    {
      email: options.email,
      firstName: options.firstName,
      lastName: options.lastName,
      ...(options.password ? { passwordHash: await passwords.hash(options.password) } : {}),
    },
    passwords.hash,
  );
  const lines = [
    `${created ? 'Created' : 'Promoted'} admin ${options.email.trim().toLowerCase()} (${userId}).`,
  ];
  if (options.resetAuthenticator) {
    await resetAuthenticator(db, { userId, actorId: userId, requestId: 'cli:admin-create' });
    lines.push('Forgot the authenticator app (audited as resetAuthenticator).');
  }
  if (options.password === undefined) {
    const link = await issuePasswordSetLink(db, config.publicUrl, userId);
    lines.push('Set the password with this one-time link (valid 24 hours):', link);
  }
  lines.push(
    'Then sign in at /login and set up the authenticator app (TOTP) when asked, with the code e-mailed at sign-in.',
  );
  return lines;
}
