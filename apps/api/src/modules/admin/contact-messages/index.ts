import type { RateLimitStore } from '../../../http/rate-limit-store.js';
import { signedLinks } from '../../../http/signed-links.js';
import type { ModuleDeps } from '../../module-deps.js';
import { moderationLimits } from '../moderation-calls.js';
import { contactFileLinkServer, contactMessagesRoutes } from './contact-messages.routes.js';
import { contactMessagesService } from './contact-messages.service.js';

/** Where the contact form's files are served to admins; their binding cookie is scoped to it. */
export const CONTACT_FILE_LINK_PATH = '/api/admin/contact-files';
export const CONTACT_FILE_COOKIE = 'ab_contact_files';

export function createContactMessages(deps: ModuleDeps & { rateLimits: RateLimitStore }) {
  const links = signedLinks(deps.config.jwtSecret, {
    purpose: 'angelbridge contact message file links',
    path: CONTACT_FILE_LINK_PATH,
    cookie: CONTACT_FILE_COOKIE,
  });
  const parts = {
    messages: contactMessagesService(deps.db, links),
    links,
    sessions: deps.sessions,
    storage: deps.storage,
  };
  return {
    routes: contactMessagesRoutes(parts, moderationLimits(deps.rateLimits)),
    linkServer: contactFileLinkServer(parts),
  };
}
