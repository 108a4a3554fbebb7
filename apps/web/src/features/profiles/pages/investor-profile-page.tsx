import { PlaceholderPage } from '../../../components/placeholder-page';

export function InvestorProfilePage() {
  return <PlaceholderPage title="Investor profile" text="Keep your investor profile up to date." />;
}
