import { describe, expect, it } from 'vitest';
import { actionWords, targetWords } from './audit-words';

describe('the audit log in words', () => {
  it('names the known actions and target types as people read them', () => {
    expect(actionWords('suspendUser')).toBe('Suspended user');
    expect(actionWords('admin_sign_in')).toBe('Signed in to the console');
    expect(targetWords('contact_message')).toBe('Contact message');
  });

  it('names the round, commitment and certification actions (issue 32) and their target types', () => {
    expect(actionWords('commitToPitch')).toBe('Committed to pitch');
    expect(actionWords('amendCommitment')).toBe('Changed commitment');
    expect(actionWords('withdrawCommitment')).toBe('Withdrew commitment');
    expect(actionWords('acceptCommitment')).toBe('Accepted commitment');
    expect(actionWords('declineCommitment')).toBe('Declined commitment');
    expect(actionWords('lapseCommitment')).toBe('Commitment lapsed');
    expect(actionWords('offerToLead')).toBe('Offered to lead round');
    expect(actionWords('confirmLead')).toBe('Confirmed round lead');
    expect(actionWords('removeLead')).toBe('Removed round lead');
    expect(actionWords('setRoundVisibility')).toBe('Changed round visibility');
    expect(actionWords('closeRound')).toBe('Closed round');
    expect(actionWords('reopenRound')).toBe('Reopened round');
    expect(actionWords('certifyInvestor')).toBe('Signed investor certification');
    expect(actionWords('resetAuthenticator')).toBe("Reset an admin's authenticator");
    expect(actionWords('adminWrongCode')).toBe('Gave a wrong authenticator code');
    expect(targetWords('commitment')).toBe('Commitment');
    expect(targetWords('round')).toBe('Round');
    expect(targetWords('certification')).toBe('Certification');
  });

  it('reads an action it does not know from its own name, never a blank or the raw name', () => {
    expect(actionWords('markSomethingNew')).toBe('Mark something new');
    expect(actionWords('admin_second_factor_reset')).toBe('Admin second factor reset');
    expect(targetWords('saved_search')).toBe('Saved search');
  });
});
