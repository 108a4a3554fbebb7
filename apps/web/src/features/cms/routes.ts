// Lazy entries into features/cms: each loader is its own chunk, loaded on first use.
export const loadCmsPage = () => import('./pages/cms-page');
export const loadGetCms = () => import('./api/get-cms');
