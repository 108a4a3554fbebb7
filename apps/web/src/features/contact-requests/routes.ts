// Lazy entries into features/contact-requests: each loader is its own chunk, loaded on first use.
export const loadContactRequestsPage = () => import('./pages/contact-requests-page');
