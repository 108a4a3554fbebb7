// The only door into features/discovery for other features and app/ (ARCHITECTURE convention 8).
export { pitchByIdQuery, usePitchById } from './api/get-investment-page-data-by-id';
export { usePlatformStats } from './api/get-platform-stats';
export { CardGrid, CardGridSkeleton } from './components/fund-raise/card-grid';
export {
  EntrepreneurCards,
  FundraisingPitches,
  InvestorRows,
} from './components/fund-raise/fund-raise-sections';
export { formatCad } from './components/fund-raise/money';
export { PitchCard } from './components/fund-raise/pitch-card';
export { PitchImageFallback } from './components/fund-raise/pitch-image-fallback';
export { headlineCad, headlineCount } from './components/headline-figures';
export { isTeaser, PrivateRoundNotice } from './components/private-round-notice';
export { GlobalSearchBox } from './components/search/global-search-box';
// for signed-in investors only, so the home page's first paint does without it
export const loadRecommendedForYou = () => import('./components/recommended-for-you');
