import { PlaceholderPage } from '../../../components/placeholder-page';

export function FundingPage() {
  return <PlaceholderPage title="Funding" text="Pitches raising funds now, and the people behind them." />;
}
