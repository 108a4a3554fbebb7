// Lazy entries into features/pitches: each loader is its own chunk, loaded on first use.
export const loadAddPitchPage = () => import('./pages/add-pitch-page');
export const loadEditPitchPage = () => import('./pages/edit-pitch-page');
export const loadMilestoneEditPage = () => import('./pages/milestone-edit-page');
export const loadPitchDetailPage = () => import('./pages/pitch-detail-page');
export const loadPitchInsightsPage = () => import('./pages/pitch-insights-page');
export const loadPitchListPage = () => import('./pages/pitch-list-page');
export const loadPitchShareMeta = () => import('./pitch-share-meta');
