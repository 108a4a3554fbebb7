import type { UserType } from '@angelbridge/contracts';
import { webPaths } from '@angelbridge/contracts/web-paths';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAdminSession } from '../lib/admin-session';
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

/**
 * The admin console: only an admin who passed the second factor. Anyone else sees `notFound` (the console
 * is not advertised); an admin whose session the server ended goes to /login, which says why.
 */
export function AdminRoute({ notFound }: { notFound: ReactNode }) {
  const { token, notice } = useAdminSession();
  if (token) return <Outlet />;
  if (notice) return <Navigate to={webPaths.login} replace />;
  return notFound;
}
