// Lazy entries into features/auth: each loader is its own chunk, loaded on first use.
export const loadForgotPasswordPage = () => import('./pages/forgot-password-page');
export const loadLoginPage = () => import('./pages/login-page');
export const loadOtpPage = () => import('./pages/otp-page');
export const loadPasswordChangedPage = () => import('./pages/password-changed-page');
export const loadResetPasswordPage = () => import('./pages/reset-password-page');
export const loadSecondFactorPage = () => import('./pages/second-factor-page');
export const loadSignupPage = () => import('./pages/signup-page');
export const loadVerifyLinkPage = () => import('./pages/verify-link-page');
