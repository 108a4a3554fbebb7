import { PlaceholderPage } from '../../../components/placeholder-page';

export function ResetPasswordPage() {
  return <PlaceholderPage title="Set a new password" text="Choose a new password for your account." />;
}
