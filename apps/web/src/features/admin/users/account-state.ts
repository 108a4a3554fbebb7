import type { AdminUserRow } from '@angelbridge/contracts';

/**
 * What an account's badge says in the console (issue 31: an unverified sign-up was listed as Active).
 * A suspension wins; then a sign-up whose e-mail was never verified; then one that never finished its
 * profile; only then is the account active.
 */
export function accountState(user: Pick<AdminUserRow, 'status' | 'email_verified' | 'is_profile_complete'>) {
  if (user.status === 'suspended') return { label: 'Suspended', color: 'red' } as const;
  if (!user.email_verified) return { label: 'Unverified', color: 'gray' } as const;
  if (!user.is_profile_complete) return { label: 'Profile incomplete', color: 'yellow' } as const;
  return { label: 'Active', color: 'green' } as const;
}
