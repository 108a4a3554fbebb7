import { describe, expect, it } from 'vitest';
import { actionWords, targetWords } from './audit-words';

describe('the audit log in words', () => {
  it('names the known actions and target types as people read them', () => {
    expect(actionWords('suspendUser')).toBe('Suspended user');
    expect(actionWords('admin_sign_in')).toBe('Signed in to the console');
    expect(targetWords('contact_message')).toBe('Contact message');
  });

  it('reads an action it does not know from its own name, never a blank or the raw name', () => {
    expect(actionWords('markSomethingNew')).toBe('Mark something new');
    expect(actionWords('admin_second_factor_reset')).toBe('Admin second factor reset');
    expect(targetWords('saved_search')).toBe('Saved search');
  });
});
