// Lazy entries into features/agreements: each loader is its own chunk, loaded on first use.
export const loadAgreementsPage = () => import('./pages/agreements-page');
export const loadAgreementPage = () => import('./pages/agreement-page');
export const loadVerifyAgreementPage = () => import('./pages/verify-agreement-page');
