import { PlaceholderPage } from '../../../components/placeholder-page';

export function LoginPage() {
  return <PlaceholderPage title="Sign in" text="Sign in with your e-mail address and password." />;
}
