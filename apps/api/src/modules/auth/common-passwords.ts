import { messages } from '@angelbridge/contracts';
import { AppError } from '../../http/app-error.js';

/**
 * ASVS V2.1.7 / NIST 800-63B: refuse passwords from breach lists. The list is zxcvbn-ts's common
 * passwords (about 49,000, lower-case, maintained on npm); it is loaded on the first password that
 * needs checking, once, into a Set, and never reaches the web bundle. Compared case-insensitively,
 * so 'P@ssw0rd' is refused like 'p@ssw0rd'.
 */
let common: Promise<Set<string>> | undefined;

function commonPasswords(): Promise<Set<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((word) => word.toLowerCase())),
  );
  return common;
}

export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.toLowerCase());
}

/** Throws 400 with the message on `field` when `password` is one of the common ones. */
export async function refuseCommonPassword(password: string, field: string): Promise<void> {
  if (await isCommonPassword(password)) {
    throw new AppError('BAD_REQUEST', messages.security.passwordTooCommon, {
      errors: { [field]: messages.security.passwordTooCommon },
    });
  }
}
