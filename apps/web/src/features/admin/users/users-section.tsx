import { Route, Routes } from 'react-router-dom';
import { SectionNotFound } from '../section-not-found';
import { AdminUserPage } from './pages/admin-user-page';
import { AdminUsersPage } from './pages/admin-users-page';

/** The console's users section: /admin/users (the list) and /admin/users/:id (one account). */
export function UsersSection() {
  return (
    <Routes>
      <Route index element={<AdminUsersPage />} />
      <Route path=":id" element={<AdminUserPage />} />
      <Route path="*" element={<SectionNotFound />} />
    </Routes>
  );
}
