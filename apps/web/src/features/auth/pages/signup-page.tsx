import { lazy } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isUserType, useSession } from '../../../lib/session';
import { RoleChoice } from '../components/role-choice';
import { SignupInitialForm } from '../components/signup-initial-form';

// The later stages (the e-mail code, the profile with its photo picker, modal and CMS text) load when
// reached: a first visit opens on the role choice or the initial form, and hydrates those sooner
// without their code (issue 31: usable within 1 s of first paint on a phone).
const SignupVerify = lazy(() =>
  import('../components/signup-verify').then((m) => ({ default: m.SignupVerify })),
);
const SignupFinal = lazy(() =>
  import('../components/signup-final').then((m) => ({ default: m.SignupFinal })),
);

/** §2: `missing` (verify or form) is the older way of naming the stage a sign-up still lacks. */
function stageOf(params: URLSearchParams): string | null {
  const stage = params.get('stage');
  if (stage) return stage;
  const missing = params.get('missing');
  if (missing === 'verify') return 'verify';
  if (missing === 'form') return 'final';
  return null;
}

/** /signup?type=&stage=: role choice, then initial, verify (e-mail code) and final (profile). */
export function SignupPage() {
  const [params] = useSearchParams();
  const session = useSession();
  const type = params.get('type');
  const stage = stageOf(params);
  if (!isUserType(type)) return <RoleChoice />;
  switch (stage) {
    case 'initial':
      return <SignupInitialForm userType={type} />;
    case 'verify':
      return <SignupVerify userType={type} email={params.get('email') ?? session.email} />;
    case 'final':
      return <SignupFinal userType={type} />;
    default:
      return <RoleChoice />;
  }
}
