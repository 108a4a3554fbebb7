import { webPaths } from '@angelbridge/contracts/web-paths';
import { Navigate } from 'react-router-dom';
import { useAdminSession } from '../../../lib/admin-session';
import { AuthCard } from '../components/auth-card';

export function SecondFactorPage() {
  const { secondFactor, token } = useAdminSession();
  if (token) return <Navigate to={webPaths.admin} replace />;
  if (!secondFactor) return <Navigate to={webPaths.login} replace />;
  return <AuthCard title="Two-step sign-in">{null}</AuthCard>;
}
