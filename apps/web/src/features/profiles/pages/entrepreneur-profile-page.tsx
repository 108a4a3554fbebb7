import { PlaceholderPage } from '../../../components/placeholder-page';

export function EntrepreneurProfilePage() {
  return <PlaceholderPage title="Entrepreneur profile" text="Keep your entrepreneur profile up to date." />;
}
