// The only door into features/commitments for other features and app/ (ARCHITECTURE convention 8).
// The pitch page's slot: the public progress for everyone, the personal panel loaded only for a session.
export { PitchRoundSlot } from './components/pitch-round-slot';
