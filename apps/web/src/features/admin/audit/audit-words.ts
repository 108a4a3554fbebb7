/**
 * The audit log in words (issue 31): each recorded action and target type as people read them. An
 * action without an entry (a newer one, such as the sign-in audits) reads from its own name, so the
 * log never shows a blank.
 */
const ACTIONS: Record<string, string> = {
  suspendUser: 'Suspended user',
  restoreUser: 'Restored user',
  unpublishPitch: 'Unpublished pitch',
  restorePitch: 'Restored pitch',
  featurePitch: 'Featured pitch',
  unfeaturePitch: 'Stopped featuring pitch',
  resolveReport: 'Resolved report',
  runJobNow: 'Ran job now',
  saveCmsDraft: 'Saved page draft',
  publishCms: 'Published page',
  restoreCms: 'Restored page version',
  markContactMessageHandled: 'Marked contact message handled',
  admin_sign_in: 'Signed in to the console',
  adminSignIn: 'Signed in to the console',
  admin_second_factor_failed: 'Failed the second factor',
  adminSecondFactorFailed: 'Failed the second factor',
  adminWrongCode: 'Gave a wrong authenticator code',
  resetAuthenticator: "Reset an admin's authenticator",
  // the round and its commitments (issue 32): the investor or the founder acted, not an admin
  commitToPitch: 'Committed to pitch',
  amendCommitment: 'Changed commitment',
  withdrawCommitment: 'Withdrew commitment',
  acceptCommitment: 'Accepted commitment',
  declineCommitment: 'Declined commitment',
  lapseCommitment: 'Commitment lapsed',
  offerToLead: 'Offered to lead round',
  confirmLead: 'Confirmed round lead',
  removeLead: 'Removed round lead',
  setRoundVisibility: 'Changed round visibility',
  closeRound: 'Closed round',
  reopenRound: 'Reopened round',
  markCommitmentFunded: 'Marked commitment funded',
  certifyInvestor: 'Signed investor certification',
};

const TARGETS: Record<string, string> = {
  user: 'User',
  pitch: 'Pitch',
  report: 'Report',
  cms: 'Page',
  contact_message: 'Contact message',
  job: 'Job',
  commitment: 'Commitment',
  round: 'Round',
  certification: 'Certification',
  admin: 'Admin',
};

/** 'markContactMessageHandled' or 'admin_sign_in' → 'Mark contact message handled' / 'Admin sign in'. */
function fromName(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words[0]?.toUpperCase() + words.slice(1) : name;
}

export const actionWords = (action: string) => ACTIONS[action] ?? fromName(action);
export const targetWords = (targetType: string) => TARGETS[targetType] ?? fromName(targetType);
