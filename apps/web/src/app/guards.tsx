import type { UserType } from '@angelbridge/contracts';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { afterLoginPath } from '../lib/return-to';
import { useSession } from '../lib/session';

/** Pages that need a signed-in user. The login page reads `from` to come back after signing in. */
export function ProtectedRoute() {
  const { signedIn } = useSession();
  const location = useLocation();
  if (!signedIn) return <Navigate to="/login" replace state={{ from: location }} />;
  return <Outlet />;
}

/**
 * Login, sign-up and password-reset pages: a signed-in user has nothing to do there. Signing in on the
 * login page lands here too, so this sends them where the login page would (back to the page they came from).
 */
export function PublicOnlyRoute() {
  const { signedIn } = useSession();
  const location = useLocation();
  if (signedIn) return <Navigate to={afterLoginPath(location)} replace />;
  return <Outlet />;
}

interface UserTypeRouteProps {
  userType: UserType;
  /** Where a user of the other type belongs instead (§2: the profile pages swap). */
  otherPath: string;
}

export function UserTypeRoute({ userType, otherPath }: UserTypeRouteProps) {
  const session = useSession();
  if (session.userType !== null && session.userType !== userType) return <Navigate to={otherPath} replace />;
  return <Outlet />;
}
