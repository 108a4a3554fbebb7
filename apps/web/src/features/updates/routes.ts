// Lazy entries into features/updates: each loader is its own chunk, loaded on first use.
export const loadUpdatesFeedPage = () => import('./pages/updates-feed-page');
export const loadUpdatePage = () => import('./pages/update-page');
export const loadPitchUpdatesPage = () => import('./pages/pitch-updates-page');
export const loadUpdateEditorPage = () => import('./pages/update-editor-page');
// The portfolio's sparklines (features/portfolio): recharts is large, so they come in their own chunk.
export const loadPortfolioMetrics = () => import('./components/portfolio-metrics');
