// Lazy entries into features/contact-us: each loader is its own chunk, loaded on first use.
export const loadContactPage = () => import('./pages/contact-page');
