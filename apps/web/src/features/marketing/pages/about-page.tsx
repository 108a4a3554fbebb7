import { PlaceholderPage } from '../../../components/placeholder-page';

export function AboutPage() {
  return (
    <PlaceholderPage
      title="About Us"
      text="Pitch submission is free, consulting has custom pricing and talent matching carries a success-based fee."
    />
  );
}
