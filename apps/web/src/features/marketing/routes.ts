// Lazy entries into features/marketing: each loader is its own chunk, loaded on first use.
export const loadAboutPage = () => import('./pages/about-page');
export const loadHomePage = () => import('./pages/home-page');
export const loadNotFoundPage = () => import('./pages/not-found-page');
