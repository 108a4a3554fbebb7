import { PlaceholderPage } from '../../../components/placeholder-page';

export function ChangePasswordPage() {
  return <PlaceholderPage title="Change password" text="Choose a new password for your account." />;
}
