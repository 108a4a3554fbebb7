import { PlaceholderPage } from '../../../components/placeholder-page';

export function CreateFundingPage() {
  return <PlaceholderPage title="Create funding" text="Start a funding round for your project." />;
}
