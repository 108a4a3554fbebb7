// Lazy entries into features/discovery: each loader is its own chunk, loaded on first use.
export const loadCreateFundingPage = () => import('./pages/create-funding-page');
export const loadFundingPage = () => import('./pages/funding-page');
export const loadGetFundRaiseData = () => import('./components/fund-raise/get-fund-raise-data');
export const loadGetInvestmentPageData = () => import('./api/get-investment-page-data');
export const loadGetPlatformStats = () => import('./api/get-platform-stats');
export const loadGetInvestmentPageDataById = () => import('./api/get-investment-page-data-by-id');
export const loadGlobalSearchBox = () => import('./components/search/global-search-box');
export const loadInvestPage = () => import('./pages/invest-page');
export const loadScoutPage = () => import('./pages/scout-page');
