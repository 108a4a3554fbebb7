import { PlaceholderPage } from '../../../components/placeholder-page';

export function InvestPage() {
  return (
    <PlaceholderPage
      title="Invest"
      text="Browse pitches by project type and find the next venture to back."
    />
  );
}
