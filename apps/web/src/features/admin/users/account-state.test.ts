import { describe, expect, it } from 'vitest';
import { accountState } from './account-state';

const row = { status: 'active', email_verified: true, is_profile_complete: true } as const;

describe("an account's state in the console", () => {
  it('says Unverified for a sign-up that never verified its e-mail, not Active', () => {
    expect(accountState({ ...row, email_verified: false, is_profile_complete: false }).label).toBe(
      'Unverified',
    );
  });

  it('says Profile incomplete, Suspended or Active for the rest', () => {
    expect(accountState({ ...row, is_profile_complete: false }).label).toBe('Profile incomplete');
    expect(accountState({ ...row, status: 'suspended', email_verified: false }).label).toBe('Suspended');
    expect(accountState(row).label).toBe('Active');
  });
});
