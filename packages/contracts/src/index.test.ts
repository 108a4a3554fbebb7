import { describe, expect, it } from 'vitest';
import { endpoints } from './index.js';

const SPEC_PATHS = [
  '/getUserDetails',
  '/globalSearch',
  '/doLogin',
  '/doRegister',
  '/otpSend',
  '/otpVerify',
  '/forgetPassword',
  '/setNewPassword',
  '/changePassword',
  '/completeProfile',
  '/updateProfile',
  '/contactUs',
  '/getFundRaiseData',
  '/getInvestmentPageData',
  '/getInvestmentPageDataById',
  '/getScoutInvestor',
  '/getScoutInvestorById',
  '/getTeamContactByInvestorId',
  '/addContactRequest',
  '/revokeInvestorPitchContactRequest',
  '/getContactRequest',
  '/contactRequestAllowOrDeny',
  '/getPitches',
  '/getPitchesById',
  '/deletePitches',
  '/hidePitches',
  '/addPitches',
  '/editPitches',
  '/deletePitchTeam',
  '/deletePitchMilestone',
  '/getCountries',
  '/state/getByCountryId',
  '/city/getByStateId',
  '/getSkill',
  '/getPreferredSector',
  '/getProjectType',
  '/getAlmaMater',
  '/getBusinessType',
  '/getArcheType',
  '/getCms',
  // not in §7: Sign Out ending the session on the server
  '/logout',
];

/** Calls beyond spec §7, each named by the issue that added it. */
const BEYOND_SPEC = [
  // issue 9: contact access history, unlock, notifications
  '/getContactRequestHistory',
  '/unlockTeamContact',
  '/getNotifications',
  '/markNotificationsRead',
  '/getNotificationStreamTicket',
  '/getNotificationSettings',
  '/updateNotificationSettings',
  // issue 12: the data room, engagement events and founder insights
  '/setPitchDocumentAccess',
  '/openPitchDocument',
  '/recordPitchEvent',
  '/getPitchInsights',
  '/otpVerifyLink',
  // conversations (issue 20)
  '/getConversations',
  '/getConversationMessages',
  '/sendMessage',
  '/markConversationRead',
  '/openMessageAttachment',
  '/publishPitchFaq',
  '/deletePitchFaq',
  // your data, your account (issue 23)
  '/downloadMyData',
  '/deleteMyAccount',
  // admin console (issue 21): sign-in's second factor, dashboard, audit log, users and pitches
  '/getSecondFactorSetup',
  '/verifySecondFactor',
  '/admin/getDashboard',
  '/admin/getAuditLog',
  '/admin/getUsers',
  '/admin/getUserById',
  '/admin/suspendUser',
  '/admin/restoreUser',
  '/admin/resetAuthenticator',
  '/admin/getPitches',
  '/admin/unpublishPitch',
  '/admin/restorePitch',
  '/admin/featurePitch',
  // the admin pitch page with its round (issue 32)
  '/admin/getPitchById',
  // the round, the thesis and the match (issue 22)
  '/getRecommendedPitches',
  '/getPitchMatches',
  // the headline numbers of home and /scout, counted (docs/spec-notes.md)
  '/getPlatformStats',
  // follows and saved searches (issue 22)
  '/followPitch',
  '/getFollowedPitches',
  '/saveSearch',
  '/getSavedSearches',
  '/deleteSavedSearch',
  // admin console (issue 21): reports, content versions, contact messages
  '/reportContent',
  '/admin/getReports',
  '/admin/resolveReport',
  '/admin/getCmsVersions',
  '/admin/saveCmsDraft',
  '/admin/publishCms',
  '/admin/getContactMessages',
  '/admin/markContactMessageHandled',
  // the console's Queue section (stop 28)
  '/admin/getJobs',
  '/admin/runJobNow',
  // commitments and the round (issue 32)
  '/commitToPitch',
  '/withdrawCommitment',
  '/getMyCommitments',
  '/getPitchCommitments',
  '/decideCommitment',
  '/offerToLead',
  '/confirmLead',
  '/setRoundVisibility',
  '/closeRound',
  '/reopenRound',
  '/getPitchRound',
  // private rounds and investor self-certification (issue 32)
  '/certifyInvestor',
  '/getMyCertification',
  // agreements and signatures, money received and the portfolio (issue 33)
  '/setRoundTerms',
  '/getRoundTerms',
  '/getAgreements',
  '/getAgreement',
  '/signAgreement',
  '/voidAgreement',
  '/remindAgreement',
  '/verifyAgreement',
  '/markCommitmentFunded',
  '/getPortfolio',
  // investor updates (issue 34)
  '/saveUpdate',
  '/publishUpdate',
  '/deleteUpdate',
  '/getUpdates',
  '/getUpdate',
  '/getPitchMetrics',
  '/getPortfolioMetrics',
  '/replyToUpdate',
];

describe('endpoints', () => {
  it('cover every call of spec §7 once', () => {
    const paths = endpoints.map((endpoint) => endpoint.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...SPEC_PATHS, ...BEYOND_SPEC].sort());
  });

  it.each(endpoints.map((endpoint) => [endpoint.path, endpoint] as const))(
    '%s is well formed',
    (_path, endpoint) => {
      expect(endpoint.path).toMatch(/^\/[A-Za-z]+(\/[A-Za-z]+)*$/);
      expect(endpoint.access.length).toBeGreaterThan(0);
      expect(endpoint.summary.trim()).not.toBe('');
      for (const rule of endpoint.files ?? []) {
        expect(rule.maxCount).toBeGreaterThan(0);
        expect(rule.maxBytes).toBeGreaterThan(0);
        expect(rule.kinds.length).toBeGreaterThan(0);
      }
    },
  );

  it('declare files exactly for the multipart calls', () => {
    const multipart = endpoints.filter((endpoint) => endpoint.files?.length).map((endpoint) => endpoint.path);
    expect(multipart.sort()).toEqual([
      '/addPitches',
      '/completeProfile',
      '/contactUs',
      '/editPitches',
      '/sendMessage',
      '/setRoundTerms',
      '/updateProfile',
      '/verifyAgreement',
    ]);
  });

  it.each([
    ['/doRegister', ['guest']],
    ['/otpVerify', ['guest']],
    ['/setNewPassword', ['reset']],
    ['/changePassword', ['user']],
    ['/getUserDetails', ['user', 'completion']],
    ['/completeProfile', ['completion']],
    ['/addPitches', ['entrepreneur']],
    ['/getContactRequest', ['entrepreneur', 'investor']],
    ['/addContactRequest', ['investor']],
    ['/getScoutInvestorById', ['user']],
    ['/contactUs', ['guest']],
  ])('%s is open to %j', (path, access) => {
    expect(endpoints.find((endpoint) => endpoint.path === path)?.access).toEqual(access);
  });

  it('answer with success true and a message', () => {
    for (const endpoint of endpoints) {
      expect(endpoint.response.safeParse({ success: false, message: 'x' }).success, endpoint.path).toBe(
        false,
      );
    }
  });
});
