// Lazy entries into features/follows: each loader is its own chunk, loaded on first use.
export const loadFollowingPage = () => import('./pages/following-page');
