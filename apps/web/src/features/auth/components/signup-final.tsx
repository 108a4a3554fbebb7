import type { UserType } from '@angelbridge/contracts';
import { useEffect, useState } from 'react';
import { resumeSignUp, useSession } from '../../../lib/session';
import { entrepreneurKind, investorKind } from '../../profiles/index';
import { AuthCard } from './auth-card';
import { SignUpExpired } from './completion-frame';
import { ProfileCompletionForm } from './profile-completion-form';

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
  // Keyed by kind, so a change of kind starts a fresh form rather than reusing the other kind's values.
  return userType === 'entrepreneur' ? (
    <ProfileCompletionForm key={userType} title="Create Entrepreneur Profile" kind={entrepreneurKind} />
  ) : (
    <ProfileCompletionForm key={userType} title="Create Investor Profile" kind={investorKind} />
  );
}
