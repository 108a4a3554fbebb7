import { PlaceholderPage } from '../../../components/placeholder-page';

export function ScoutPage() {
  return (
    <PlaceholderPage title="Scout" text="Find investors and entrepreneurs who match what you are building." />
  );
}
