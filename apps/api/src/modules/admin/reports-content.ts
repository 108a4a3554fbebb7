import type { RateLimitStore } from '../../http/rate-limit-store.js';
import type { ModuleDeps } from '../module-deps.js';
import { createContactMessages } from './contact-messages/index.js';
import { createContent } from './content/index.js';
import { createReports, type ReportModeration } from './reports/index.js';

/**
 * A3's part of the console (issue 21): users' reports and their queue, the CMS versions, the contact
 * form's stored messages. The moderation actions a report resolves with come from the users and pitches
 * parts (A2), handed in by the admin module's door.
 */
export function createReportsAndContent(
  deps: ModuleDeps & { rateLimits: RateLimitStore; moderation: ReportModeration },
) {
  const contact = createContactMessages(deps);
  return {
    routes: [...createReports(deps).routes, ...createContent(deps).routes, ...contact.routes],
    /** Signed links to the contact form's files (mounted before the API key, like the other link servers). */
    contactFileLinks: contact.linkServer,
  };
}

export type { ModerationInput, ReportModeration } from './reports/index.js';
