/**
 * The endpoint modules, one per API module: every request and response schema. The index re-exports
 * them; calls.ts reads them as types only (EndpointOf) without importing the index, so no cycle.
 */
export * from './account.js';

export * from './admin-audit.js';
export * from './admin-auth.js';
export * from './admin-contact.js';
export * from './admin-content.js';
export * from './admin-dashboard.js';
export * from './admin-jobs.js';
export * from './admin-pitches.js';
export * from './admin-reports.js';
export * from './admin-users.js';
export * from './agreements.js';
export * from './auth.js';
export * from './auth-codes.js';
export * from './certification.js';
export * from './cms.js';
export * from './commitments.js';
export * from './contact-requests.js';
export * from './contact-us.js';
export * from './conversations.js';
export * from './data-room.js';
export * from './discovery.js';
export * from './follows.js';
export * from './insights.js';
export * from './matching.js';
export * from './notifications.js';
export * from './pitch-entities.js';
export * from './pitch-forms.js';
export * from './pitches.js';
export * from './platform-stats.js';
export * from './portfolio.js';
export * from './profile-fields.js';
export * from './profile-requests.js';
export * from './profiles.js';
export * from './reference.js';
export * from './round.js';
export * from './updates.js';
