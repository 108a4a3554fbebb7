import { PlaceholderPage } from '../../../components/placeholder-page';

export function PasswordChangedPage() {
  return (
    <PlaceholderPage
      title="Password changed"
      text="Your password has been changed; you can sign in with it now."
    />
  );
}
