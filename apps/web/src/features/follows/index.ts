// The only door into features/follows for other features and app/ (ARCHITECTURE convention 8).
export { useSaveSearch } from './api/follows';
export { FollowButton } from './components/follow-button';
// a card shows the button only to a signed-in investor: guests never download it
export const loadFollowButton = () => import('./components/follow-button');
