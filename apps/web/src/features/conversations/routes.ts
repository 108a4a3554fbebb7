// Lazy entries into features/conversations: each loader is its own chunk, loaded on first use.
export const loadMessagesPage = () => import('./pages/messages-page');
