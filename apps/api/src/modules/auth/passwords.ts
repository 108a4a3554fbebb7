import bcrypt from 'bcrypt';
import type { Config } from '../../config.js';

/** D7: cost 12. Tests hash hundreds of passwords, so they use the lowest cost that is still real bcrypt. */
export function bcryptCost(env: Config['env']): number {
  return env === 'test' ? 4 : 12;
}

export interface Passwords {
  hash(password: string): Promise<string>;
  matches(password: string, hash: string): Promise<boolean>;
  /** Spends the time of a real check, so an unknown e-mail answers no faster than a wrong password. */
  waste(password: string): Promise<void>;
}

export function createPasswords(env: Config['env']): Passwords {
  const cost = bcryptCost(env);
  // Made on first need and only used for timing, never stored.
  let decoy: Promise<string> | undefined;
  return {
    hash: (password) => bcrypt.hash(password, cost),
    matches: (password, hash) => bcrypt.compare(password, hash),
    async waste(password) {
      decoy ??= bcrypt.hash('not-a-password-anyone-has', cost);
      await bcrypt.compare(password, await decoy);
    },
  };
}
