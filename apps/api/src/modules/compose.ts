import type { Route } from '../http/contract-router.js';
import { createRateLimitStore } from '../http/rate-limit-store.js';
import { createAccount } from './account/index.js';
import { createAdmin } from './admin/index.js';
import { createAgreements } from './agreements/index.js';
import { createAuth, createCodes, findTokenVersion } from './auth/index.js';
import { createCertification } from './certification/index.js';
import { createCms } from './cms/index.js';
import { createCommitments } from './commitments/index.js';
import { createContactRequests } from './contact-requests/index.js';
import { createContactUs } from './contact-us/index.js';
import { conversationLiveParts, createConversations } from './conversations/index.js';
import { createDataRoom } from './data-room/index.js';
import { createDiscovery } from './discovery/index.js';
import { createFollows } from './follows/index.js';
import { createInsights, recordEvent } from './insights/index.js';
import { createMatching } from './matching/index.js';
import type { ModuleDeps } from './module-deps.js';
import { createNotifications } from './notifications/index.js';
import { createPitches } from './pitches/index.js';
import { createPortfolio } from './portfolio/index.js';
import { createProfiles } from './profiles/index.js';
import { createReference } from './reference/index.js';
import { createUpdates, scheduleReminderRun } from './updates/index.js';

/**
 * The one place the modules are built: each once, the shared services passed to those that need them,
 * and what the app mounts (the contract routes and the few non-contract handlers).
 */
export function composeModules(deps: ModuleDeps) {
  // shared: one rate-limit store, the one-time codes (sign-in and profile changes), and profiles, whose
  // held e-mail and phone changes auth completes
  const rateLimits = createRateLimitStore(deps.db);
  const codes = createCodes({ ...deps, store: rateLimits });
  const profiles = createProfiles({ ...deps, codes });
  const auth = createAuth({ ...deps, rateLimits, codes, profiles: profiles.service });
  // conversations: their live events ride the notification stream; access changes reach them as a callback
  const conversationParts = conversationLiveParts(deps);
  const notifications = createNotifications({
    ...deps,
    tokenVersion: (userId) => findTokenVersion(deps.db, userId),
    feeds: [conversationParts.feed],
  });
  const pitches = createPitches(deps);
  const discovery = createDiscovery(deps);
  const insights = createInsights({ db: deps.db, rateLimits });
  const contactRequests = createContactRequests({
    ...deps,
    recordPitchEvent: recordEvent,
    onAccessChange: conversationParts.onAccessChange,
  });
  const dataRoom = createDataRoom(deps);
  const conversations = createConversations({ ...deps, rateLimits, hooks: conversationParts.hooks });
  const account = createAccount({ ...deps, rateLimits, loadProfile: profiles.service.load });
  const follows = createFollows({ ...deps, rateLimits });
  const admin = createAdmin({ ...deps, rateLimits });
  // agreements: commitments' close and reopen run its steps in their transactions (passed as hooks)
  const agreements = createAgreements({ ...deps, rateLimits });
  const commitments = createCommitments({ ...deps, rateLimits, roundHooks: agreements.roundHooks });
  const portfolio = createPortfolio({ ...deps, rateLimits });
  // updates: a recipient's reply is posted through the conversations' own send path
  const updates = createUpdates({ ...deps, rateLimits, postMessage: conversations.service.postMessage });
  const routes: Route[] = [
    ...createReference(deps).routes,
    ...createCms(deps).routes,
    ...discovery.routes,
    ...createContactUs({ ...deps, rateLimits }).routes,
    ...auth.routes,
    ...profiles.routes,
    ...pitches.routes,
    ...contactRequests.routes,
    ...dataRoom.routes,
    ...conversations.routes,
    ...conversationParts.faqRoutes,
    ...insights.routes,
    ...notifications.routes,
    ...account.routes,
    ...admin.routes,
    ...follows.routes,
    ...createMatching({ db: deps.db, rateLimits }).routes,
    ...commitments.routes,
    ...portfolio.routes,
    ...createCertification({ ...deps, rateLimits }).routes,
    ...agreements.routes,
    ...updates.routes,
  ];
  return {
    routes,
    notifications,
    /** Signed data-room links, opened by a browser tab without headers (mounted before the API key). */
    dataRoomLinks: dataRoom.linkServer,
    /** Signed message-attachment links, opened the same way (mounted before the API key). */
    attachmentLinks: conversations.linkServer,
    /** Signed links to the contact form's files, for admins (mounted before the API key). */
    adminContactFileLinks: admin.contactFileLinks,
    /** Signed links to an investor's completed agreements and their ZIP (mounted before the API key). */
    portfolioLinks: portfolio.linkServer,
    /** Signed links to agreement PDFs (mounted before the API key). */
    agreementLinks: agreements.linkServer,
    /**
     * Which pitch a stored file belongs to, for /uploads; a message attachment belongs to nobody there
     * (owners-only with no owner: 404), it opens only through its signed link.
     */
    storedFile: async (url: string) => {
      const used = await pitches.storedFile(url);
      if (used) return used;
      const signedOnly =
        (await conversations.isAttachmentUrl(url)) || (await agreements.isAgreementFileUrl(url));
      return signedOnly ? { document: null, ownersOnly: [] } : null;
    },
    /** The modules' durable jobs by kind, run by the job worker beside the mail (assemble.ts). */
    jobHandlers: {
      ...contactRequests.jobHandlers,
      ...conversationParts.jobHandlers,
      ...account.jobHandlers,
      ...follows.jobHandlers,
      ...commitments.jobHandlers,
      ...agreements.jobHandlers,
      ...updates.jobHandlers,
    },
    /**
     * The recurring jobs' next runs, queued (once, by key) by every instance that starts a worker: each run
     * queues its successor, and this restarts a chain a given-up run broke.
     */
    scheduleJobs: async () => {
      await scheduleReminderRun(deps.db);
    },
  };
}
