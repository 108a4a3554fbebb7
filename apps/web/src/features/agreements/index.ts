// The only door into features/agreements for other features and app/ (ARCHITECTURE convention 8).
export { useAgreementLiveUpdates } from './api/use-agreement-live-updates';
// The founder's Round page (features/commitments): the terms and each investor's agreement.
export { RoundAgreements } from './components/round-agreements';
