import { accountEndpoints } from './account.js';
import { adminAuditEndpoints } from './admin-audit.js';
import { adminAuthEndpoints } from './admin-auth.js';
import { adminContactEndpoints } from './admin-contact.js';
import { adminContentEndpoints } from './admin-content.js';
import { adminDashboardEndpoints } from './admin-dashboard.js';
import { adminJobsEndpoints } from './admin-jobs.js';
import { adminPitchesEndpoints } from './admin-pitches.js';
import { adminReportsEndpoints } from './admin-reports.js';
import { adminUsersEndpoints } from './admin-users.js';
import { agreementsEndpoints } from './agreements.js';
import { authEndpoints } from './auth.js';
import { certificationEndpoints } from './certification.js';
import { cmsEndpoints } from './cms.js';
import { commitmentsEndpoints } from './commitments.js';
import { contactRequestsEndpoints } from './contact-requests.js';
import { contactUsEndpoints } from './contact-us.js';
import { conversationsEndpoints } from './conversations.js';
import { dataRoomEndpoints } from './data-room.js';
import { discoveryEndpoints } from './discovery.js';
import { followsEndpoints } from './follows.js';
import type { Endpoint } from './http.js';
import { insightsEndpoints } from './insights.js';
import { matchingEndpoints } from './matching.js';
import { notificationsEndpoints } from './notifications.js';
import { pitchesEndpoints } from './pitches.js';
import { portfolioEndpoints } from './portfolio.js';
import { profilesEndpoints } from './profiles.js';
import { referenceEndpoints } from './reference.js';
import { updatesEndpoints } from './updates.js';

export * from './calls.js';
export * from './http.js';
export * from './json-bounds.js';
export * from './limits.js';
export * from './messages.js';
export * from './schemas.js';
export * from './web-paths.js';

/** Every call of the API, each declared once. */
export const endpoints: readonly Endpoint[] = [
  ...authEndpoints,
  ...profilesEndpoints,
  ...referenceEndpoints,
  ...cmsEndpoints,
  ...pitchesEndpoints,
  ...contactRequestsEndpoints,
  ...conversationsEndpoints,
  ...notificationsEndpoints,
  ...discoveryEndpoints,
  ...contactUsEndpoints,
  ...dataRoomEndpoints,
  ...insightsEndpoints,
  ...accountEndpoints,
  ...adminAuthEndpoints,
  ...adminDashboardEndpoints,
  ...adminAuditEndpoints,
  ...adminUsersEndpoints,
  ...adminPitchesEndpoints,
  ...followsEndpoints,
  ...matchingEndpoints,
  ...adminReportsEndpoints,
  ...adminContentEndpoints,
  ...adminContactEndpoints,
  ...adminJobsEndpoints,
  ...commitmentsEndpoints,
  ...certificationEndpoints,
  ...agreementsEndpoints,
  ...portfolioEndpoints,
  ...updatesEndpoints,
];
export * from './admin-messages.js';
