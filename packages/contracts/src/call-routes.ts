import type { Access, Module } from './http.js';

/**
 * Where each call goes, who may make it and whether it is multipart: everything a client needs to send
 * it, and nothing that needs zod. The endpoints (request and response schemas) spread these in, so each
 * path and access list is written once; the web app calls through these and loads the schemas only
 * where a form validates with them, keeping zod out of the pages that only read.
 */
export interface CallRoute {
  /** Path under /api; every call is a POST. */
  readonly path: `/${string}`;
  readonly module: Module;
  readonly access: readonly Access[];
  /** Sent as multipart/form-data (the endpoint declares its file fields). */
  readonly multipart?: true;
}

/** A call's route, tagged (for the type checker only) with the name of its endpoint. */
export type Call<K extends string = string> = CallRoute & { readonly __name?: K };

const defineCalls = <const T extends Record<string, CallRoute>>(routes: T) =>
  routes as { readonly [K in keyof T]: T[K] & Call<K & string> };

export const calls = defineCalls({
  deleteMyAccount: { path: '/deleteMyAccount', module: 'account', access: ['user'] },
  downloadMyData: { path: '/downloadMyData', module: 'account', access: ['user'] },
  changePassword: { path: '/changePassword', module: 'auth', access: ['user'] },
  doLogin: { path: '/doLogin', module: 'auth', access: ['guest'] },
  doRegister: { path: '/doRegister', module: 'auth', access: ['guest'] },
  forgetPassword: { path: '/forgetPassword', module: 'auth', access: ['guest'] },
  logout: { path: '/logout', module: 'auth', access: ['user', 'admin'] },
  otpSend: { path: '/otpSend', module: 'auth', access: ['guest'] },
  otpVerify: { path: '/otpVerify', module: 'auth', access: ['guest'] },
  otpVerifyLink: { path: '/otpVerifyLink', module: 'auth', access: ['guest'] },
  setNewPassword: { path: '/setNewPassword', module: 'auth', access: ['reset'] },
  getCms: { path: '/getCms', module: 'cms', access: ['guest'] },
  addContactRequest: { path: '/addContactRequest', module: 'contact-requests', access: ['investor'] },
  contactRequestAllowOrDeny: {
    path: '/contactRequestAllowOrDeny',
    module: 'contact-requests',
    access: ['entrepreneur'],
  },
  getContactRequest: {
    path: '/getContactRequest',
    module: 'contact-requests',
    access: ['entrepreneur', 'investor'],
  },
  getContactRequestHistory: {
    path: '/getContactRequestHistory',
    module: 'contact-requests',
    access: ['entrepreneur', 'investor'],
  },
  getTeamContactByInvestorId: {
    path: '/getTeamContactByInvestorId',
    module: 'contact-requests',
    access: ['investor'],
  },
  revokeInvestorPitchContactRequest: {
    path: '/revokeInvestorPitchContactRequest',
    module: 'contact-requests',
    access: ['investor'],
  },
  unlockTeamContact: { path: '/unlockTeamContact', module: 'contact-requests', access: ['investor'] },
  deletePitchFaq: { path: '/deletePitchFaq', module: 'conversations', access: ['entrepreneur'] },
  getConversationMessages: {
    path: '/getConversationMessages',
    module: 'conversations',
    access: ['entrepreneur', 'investor'],
  },
  getConversations: {
    path: '/getConversations',
    module: 'conversations',
    access: ['entrepreneur', 'investor'],
  },
  markConversationRead: {
    path: '/markConversationRead',
    module: 'conversations',
    access: ['entrepreneur', 'investor'],
  },
  openMessageAttachment: {
    path: '/openMessageAttachment',
    module: 'conversations',
    access: ['entrepreneur', 'investor'],
  },
  publishPitchFaq: { path: '/publishPitchFaq', module: 'conversations', access: ['entrepreneur'] },
  sendMessage: {
    path: '/sendMessage',
    module: 'conversations',
    access: ['entrepreneur', 'investor'],
    multipart: true,
  },
  contactUs: { path: '/contactUs', module: 'contact-us', access: ['guest'], multipart: true },
  getFundRaiseData: { path: '/getFundRaiseData', module: 'discovery', access: ['guest'] },
  getPlatformStats: { path: '/getPlatformStats', module: 'discovery', access: ['guest'] },
  getInvestmentPageData: { path: '/getInvestmentPageData', module: 'discovery', access: ['guest'] },
  getInvestmentPageDataById: { path: '/getInvestmentPageDataById', module: 'discovery', access: ['guest'] },
  getScoutInvestor: { path: '/getScoutInvestor', module: 'discovery', access: ['guest'] },
  getScoutInvestorById: { path: '/getScoutInvestorById', module: 'discovery', access: ['user'] },
  globalSearch: { path: '/globalSearch', module: 'discovery', access: ['guest'] },
  getPitchInsights: { path: '/getPitchInsights', module: 'insights', access: ['entrepreneur'] },
  openPitchDocument: { path: '/openPitchDocument', module: 'data-room', access: ['guest'] },
  recordPitchEvent: { path: '/recordPitchEvent', module: 'insights', access: ['guest'] },
  setPitchDocumentAccess: {
    path: '/setPitchDocumentAccess',
    module: 'data-room',
    access: ['entrepreneur'],
  },
  getNotificationSettings: { path: '/getNotificationSettings', module: 'notifications', access: ['user'] },
  getNotificationStreamTicket: {
    path: '/getNotificationStreamTicket',
    module: 'notifications',
    access: ['user'],
  },
  getNotifications: { path: '/getNotifications', module: 'notifications', access: ['user'] },
  markNotificationsRead: { path: '/markNotificationsRead', module: 'notifications', access: ['user'] },
  updateNotificationSettings: {
    path: '/updateNotificationSettings',
    module: 'notifications',
    access: ['user'],
  },
  addPitches: { path: '/addPitches', module: 'pitches', access: ['entrepreneur'], multipart: true },
  deletePitchMilestone: { path: '/deletePitchMilestone', module: 'pitches', access: ['entrepreneur'] },
  deletePitchTeam: { path: '/deletePitchTeam', module: 'pitches', access: ['entrepreneur'] },
  deletePitches: { path: '/deletePitches', module: 'pitches', access: ['entrepreneur'] },
  editPitches: { path: '/editPitches', module: 'pitches', access: ['entrepreneur'], multipart: true },
  getPitches: { path: '/getPitches', module: 'pitches', access: ['entrepreneur'] },
  getPitchesById: { path: '/getPitchesById', module: 'pitches', access: ['entrepreneur'] },
  hidePitches: { path: '/hidePitches', module: 'pitches', access: ['entrepreneur'] },
  completeProfile: { path: '/completeProfile', module: 'profiles', access: ['completion'], multipart: true },
  getUserDetails: { path: '/getUserDetails', module: 'profiles', access: ['user', 'completion'] },
  updateProfile: { path: '/updateProfile', module: 'profiles', access: ['user'], multipart: true },
  getAlmaMater: { path: '/getAlmaMater', module: 'reference', access: ['guest'] },
  getArcheType: { path: '/getArcheType', module: 'reference', access: ['guest'] },
  getBusinessType: { path: '/getBusinessType', module: 'reference', access: ['guest'] },
  getCitiesByStateId: { path: '/city/getByStateId', module: 'reference', access: ['guest'] },
  getCountries: { path: '/getCountries', module: 'reference', access: ['guest'] },
  getPreferredSector: { path: '/getPreferredSector', module: 'reference', access: ['guest'] },
  getProjectType: { path: '/getProjectType', module: 'reference', access: ['guest'] },
  getSkill: { path: '/getSkill', module: 'reference', access: ['guest'] },
  getStatesByCountryId: { path: '/state/getByCountryId', module: 'reference', access: ['guest'] },
  getSecondFactorSetup: { path: '/getSecondFactorSetup', module: 'auth', access: ['second_factor'] },
  verifySecondFactor: { path: '/verifySecondFactor', module: 'auth', access: ['second_factor'] },
  getDashboard: { path: '/admin/getDashboard', module: 'admin', access: ['admin'] },
  getAuditLog: { path: '/admin/getAuditLog', module: 'admin', access: ['admin'] },
  adminGetUsers: { path: '/admin/getUsers', module: 'admin', access: ['admin'] },
  adminGetUserById: { path: '/admin/getUserById', module: 'admin', access: ['admin'] },
  adminSuspendUser: { path: '/admin/suspendUser', module: 'admin', access: ['admin'] },
  adminRestoreUser: { path: '/admin/restoreUser', module: 'admin', access: ['admin'] },
  adminResetAuthenticator: { path: '/admin/resetAuthenticator', module: 'admin', access: ['admin'] },
  adminGetPitches: { path: '/admin/getPitches', module: 'admin', access: ['admin'] },
  adminUnpublishPitch: { path: '/admin/unpublishPitch', module: 'admin', access: ['admin'] },
  adminRestorePitch: { path: '/admin/restorePitch', module: 'admin', access: ['admin'] },
  adminFeaturePitch: { path: '/admin/featurePitch', module: 'admin', access: ['admin'] },
  adminGetPitchById: { path: '/admin/getPitchById', module: 'admin', access: ['admin'] },
  followPitch: { path: '/followPitch', module: 'follows', access: ['investor'] },
  getFollowedPitches: { path: '/getFollowedPitches', module: 'follows', access: ['investor'] },
  saveSearch: { path: '/saveSearch', module: 'follows', access: ['investor'] },
  getSavedSearches: { path: '/getSavedSearches', module: 'follows', access: ['investor'] },
  deleteSavedSearch: { path: '/deleteSavedSearch', module: 'follows', access: ['investor'] },
  // issue 32's self-certification, under the profile it is signed on (its own OpenAPI tag would cost the
  // home page's first paint bytes it does not have: this object is in it)
  certifyInvestor: { path: '/certifyInvestor', module: 'profiles', access: ['investor'] },
  getMyCertification: { path: '/getMyCertification', module: 'profiles', access: ['investor'] },
  getRecommendedPitches: { path: '/getRecommendedPitches', module: 'matching', access: ['investor'] },
  getPitchMatches: { path: '/getPitchMatches', module: 'matching', access: ['investor'] },
  reportContent: { path: '/reportContent', module: 'reports', access: ['user'] },
  getReports: { path: '/admin/getReports', module: 'admin', access: ['admin'] },
  resolveReport: { path: '/admin/resolveReport', module: 'admin', access: ['admin'] },
  getCmsVersions: { path: '/admin/getCmsVersions', module: 'admin', access: ['admin'] },
  saveCmsDraft: { path: '/admin/saveCmsDraft', module: 'admin', access: ['admin'] },
  publishCms: { path: '/admin/publishCms', module: 'admin', access: ['admin'] },
  getContactMessages: { path: '/admin/getContactMessages', module: 'admin', access: ['admin'] },
  markContactMessageHandled: { path: '/admin/markContactMessageHandled', module: 'admin', access: ['admin'] },
  getJobs: { path: '/admin/getJobs', module: 'admin', access: ['admin'] },
  runJobNow: { path: '/admin/runJobNow', module: 'admin', access: ['admin'] },
  commitToPitch: { path: '/commitToPitch', module: 'commitments', access: ['investor'] },
  withdrawCommitment: { path: '/withdrawCommitment', module: 'commitments', access: ['investor'] },
  getMyCommitments: { path: '/getMyCommitments', module: 'commitments', access: ['investor'] },
  offerToLead: { path: '/offerToLead', module: 'commitments', access: ['investor'] },
  getPitchCommitments: { path: '/getPitchCommitments', module: 'commitments', access: ['entrepreneur'] },
  decideCommitment: { path: '/decideCommitment', module: 'commitments', access: ['entrepreneur'] },
  confirmLead: { path: '/confirmLead', module: 'commitments', access: ['entrepreneur'] },
  setRoundVisibility: { path: '/setRoundVisibility', module: 'commitments', access: ['entrepreneur'] },
  closeRound: { path: '/closeRound', module: 'commitments', access: ['entrepreneur'] },
  reopenRound: { path: '/reopenRound', module: 'commitments', access: ['entrepreneur'] },
  getPitchRound: { path: '/getPitchRound', module: 'commitments', access: ['user'] },
  setRoundTerms: { path: '/setRoundTerms', module: 'agreements', access: ['entrepreneur'], multipart: true },
  getRoundTerms: { path: '/getRoundTerms', module: 'agreements', access: ['entrepreneur'] },
  getAgreements: { path: '/getAgreements', module: 'agreements', access: ['user'] },
  getAgreement: { path: '/getAgreement', module: 'agreements', access: ['user'] },
  signAgreement: { path: '/signAgreement', module: 'agreements', access: ['user'] },
  voidAgreement: { path: '/voidAgreement', module: 'agreements', access: ['entrepreneur'] },
  remindAgreement: { path: '/remindAgreement', module: 'agreements', access: ['entrepreneur'] },
  verifyAgreement: { path: '/verifyAgreement', module: 'agreements', access: ['guest'], multipart: true },
  markCommitmentFunded: { path: '/markCommitmentFunded', module: 'portfolio', access: ['entrepreneur'] },
  getPortfolio: { path: '/getPortfolio', module: 'portfolio', access: ['investor'] },
  saveUpdate: { path: '/saveUpdate', module: 'updates', access: ['entrepreneur'] },
  publishUpdate: { path: '/publishUpdate', module: 'updates', access: ['entrepreneur'] },
  deleteUpdate: { path: '/deleteUpdate', module: 'updates', access: ['entrepreneur'] },
  getUpdates: { path: '/getUpdates', module: 'updates', access: ['user'] },
  getUpdate: { path: '/getUpdate', module: 'updates', access: ['user'] },
  getPitchMetrics: { path: '/getPitchMetrics', module: 'updates', access: ['user'] },
  getPortfolioMetrics: { path: '/getPortfolioMetrics', module: 'updates', access: ['investor'] },
  replyToUpdate: { path: '/replyToUpdate', module: 'updates', access: ['investor'] },
});

export type CallName = keyof typeof calls;

/** The path the page beacons events to (POST, answers 204): sendBeacon takes a URL, not a call. */
export const RECORD_EVENT_PATH = `/api${calls.recordPitchEvent.path}`;

/**
 * A cookie the web app sets while the browser holds a session (value 1): the server then sends the bare
 * page rather than one rendered as a guest sees it. A hint, never a credential: the token stays in storage.
 */
export const SESSION_HINT_COOKIE = 'angelbridge_session';
