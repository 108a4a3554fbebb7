import { useParams } from 'react-router-dom';
import { AdminUserPage } from './pages/admin-user-page';
import { AdminUsersPage } from './pages/admin-users-page';

/** The console's users section: /admin/users (the list) and /admin/users/:id (one account). */
export function UsersSection() {
  const { id } = useParams();
  return id ? <AdminUserPage /> : <AdminUsersPage />;
}
