// Lazy entries into features/portfolio: each loader is its own chunk, loaded on first use.
export const loadPortfolioPage = () => import('./pages/portfolio-page');
