import { PlaceholderPage } from '../../../components/placeholder-page';

export function PublicProfilePage() {
  return <PlaceholderPage title="Profile" text="The public profile of an AngelBridge member." />;
}
