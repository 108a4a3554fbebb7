// Lazy entries into features/profiles: each loader is its own chunk, loaded on first use.
export const loadChangePasswordPage = () => import('./pages/change-password-page');
export const loadEntrepreneurProfilePage = () => import('./pages/entrepreneur-profile-page');
export const loadGetUserDetails = () => import('./api/get-user-details');
export const loadInvestorProfilePage = () => import('./pages/investor-profile-page');
export const loadPublicProfilePage = () => import('./pages/public-profile-page');
