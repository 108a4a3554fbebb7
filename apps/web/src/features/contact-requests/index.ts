// The only door into features/contact-requests for other features and app/ (ARCHITECTURE convention 8).
export { contactRequestKeys } from './api/contact-request-keys';
export {
  useAddContactRequest,
  useRevokeContactRequest,
  useTeamContact,
  useUnlockTeamContact,
} from './api/team-contact';
export { useContactRequestLiveUpdates } from './api/use-contact-request-live-updates';
export { ContactRequestList } from './components/contact-request-list';
export { MyInvestmentList } from './components/my-investment-list';
export { PitchContactRequests } from './components/pitch-contact-requests';
