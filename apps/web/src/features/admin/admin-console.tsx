import { webPaths } from '@angelbridge/contracts/web-paths';
import { Navigate, useParams } from 'react-router-dom';
import { AdminLayout } from './admin-layout';
import { ADMIN_SECTIONS } from './admin-sections';
import { SectionNotFound } from './section-not-found';

/**
 * /admin, /admin/:section and /admin/:section/:id, once an admin is signed in (app/guards.tsx'
 * AdminRoute lets nobody else in), as one lazy chunk: the layout, and the section's page, each its own
 * chunk; a section reads its item with useParams().id.
 */
export function AdminConsole() {
  const { section } = useParams();
  if (!section) return <Navigate to={`${webPaths.admin}/${ADMIN_SECTIONS[0]?.path ?? ''}`} replace />;
  const current = ADMIN_SECTIONS.find((entry) => entry.path === section.toLowerCase());
  const Page = current?.page;
  return <AdminLayout>{Page ? <Page /> : <SectionNotFound />}</AdminLayout>;
}
