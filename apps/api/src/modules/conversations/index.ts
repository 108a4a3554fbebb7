import type { RateLimitStore } from '../../http/rate-limit-store.js';
import { signedLinks } from '../../http/signed-links.js';
import type { ModuleDeps } from '../module-deps.js';
import type { ConversationHooks } from './conversation-hooks.js';
import { attachmentLinkServer, conversationsRoutes } from './conversations.routes.js';
import { conversationsService } from './conversations.service.js';

/**
 * The conversations module's one door: a pitch's owner and an investor talking once access is allowed,
 * and the answers the owner publishes from those talks on the pitch page.
 */

/** Where attachment links are served; their binding cookie is scoped to it. */
export const ATTACHMENT_LINK_PATH = '/api/conversations/attachments';
export const ATTACHMENT_COOKIE = 'ab_attachments';

export function createConversations(
  deps: ModuleDeps & { hooks: ConversationHooks; rateLimits: RateLimitStore },
) {
  const links = signedLinks(deps.config.jwtSecret, {
    purpose: 'angelbridge message attachment links',
    path: ATTACHMENT_LINK_PATH,
    cookie: ATTACHMENT_COOKIE,
  });
  const service = conversationsService({ ...deps, links });
  return {
    routes: conversationsRoutes(service, links, deps.sessions, deps.rateLimits),
    service,
    /** Serves signed attachment links, opened by a browser without headers (mounted before the API key). */
    linkServer: attachmentLinkServer(service, links, deps.storage),
    /** Whether a stored file is an attachment, which /uploads must never serve. */
    isAttachmentUrl: service.isAttachmentUrl,
  };
}

export { announceAccountGone } from './account-gone.js';
export type { ConversationHooks } from './conversation-hooks.js';
export { conversationOpenSql } from './conversation-status.js';
export { summaries as conversationSummaries, unreadTotal } from './conversations.queries.js';
export { publishedFaq } from './faq.queries.js';
export { conversationLiveParts } from './live-parts.js';
