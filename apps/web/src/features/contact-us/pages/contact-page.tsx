import { PlaceholderPage } from '../../../components/placeholder-page';

export function ContactPage() {
  return <PlaceholderPage title="Contact Us" text="Send us a message and we will get back to you." />;
}
