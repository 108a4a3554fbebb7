import { PlaceholderPage } from '../../../components/placeholder-page';

export function ContactRequestsPage() {
  return (
    <PlaceholderPage
      title="Contact Request Access"
      text="Investors who asked for the contact details of your pitches."
    />
  );
}
