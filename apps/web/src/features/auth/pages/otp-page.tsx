import { PlaceholderPage } from '../../../components/placeholder-page';

export function OtpPage() {
  return (
    <PlaceholderPage title="Enter your code" text="Type the 4-digit code we sent to your e-mail address." />
  );
}
