/**
 * The conversations module's one door: a pitch's owner and an investor talking once access is allowed,
 * and the answers the owner publishes from those talks on the pitch page.
 */

export type { ConversationHooks } from './conversation-hooks.js';
export { publishedFaq } from './faq.queries.js';
export { conversationLiveParts } from './live-parts.js';
