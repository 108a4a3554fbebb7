import { useEffect, useState } from 'react';
import { resumeSignUp, type UserType, useSession } from '../../../lib/session';
import { AuthCard } from './auth-card';
import { SignUpExpired } from './completion-frame';
import { EntrepreneurCompletionForm } from './entrepreneur-completion-form';
import { InvestorCompletionForm } from './investor-completion-form';

/** Stage 'final': the profile form of the chosen type, sent with this tab's completion token. */
export function SignupFinal({ userType }: { userType: UserType }) {
  const { tokenCompletion } = useSession();
  const [ready, setReady] = useState(false);

  // After a reload the start-up check has signed the unfinished sign-up out; this tab may resume it.
  useEffect(() => {
    resumeSignUp();
    setReady(true);
  }, []);

  if (!tokenCompletion) {
    return (
      <AuthCard title="Finish your profile">
        <SignUpExpired />
      </AuthCard>
    );
  }
  if (!ready) return null;
  return userType === 'entrepreneur' ? <EntrepreneurCompletionForm /> : <InvestorCompletionForm />;
}
