import { PlaceholderPage } from '../../../components/placeholder-page';

export function ForgotPasswordPage() {
  return (
    <PlaceholderPage
      title="Forgot password"
      text="Enter your e-mail address and we will send you a code to reset your password."
    />
  );
}
