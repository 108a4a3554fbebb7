// The only door into features/matching for other features and app/ (ARCHITECTURE convention 8).
export { useRecommendedPitches } from './api/matching-queries';
export { MatchChip } from './components/match-chip';
export { default as matchChipClasses } from './components/match-chip.module.css';
export { PitchMatchChip } from './components/pitch-match-chip';
export {
  PitchMatchesContextValue,
  PitchMatchesProvider,
  usePitchMatch,
} from './components/pitch-matches-context';
export { PitchVideo } from './components/pitch-video';
export {
  CountriesPicker,
  INSTRUMENT_OPTIONS,
  InstrumentChecks,
  STAGE_OPTIONS,
  StageChecks,
} from './components/round-pickers';
// only a signed-in investor sees a match chip: guests never download it
export const loadMatchChip = () => import('./components/match-chip');
