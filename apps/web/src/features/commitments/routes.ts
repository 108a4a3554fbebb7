// Lazy entries into features/commitments: each loader is its own chunk, loaded on first use.
export const loadMyCommitmentsPage = () => import('./pages/my-commitments-page');
export const loadPitchRoundPage = () => import('./pages/pitch-round-page');
