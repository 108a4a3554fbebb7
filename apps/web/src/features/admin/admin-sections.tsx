import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * The console's sections, in nav order. Each is its own chunk, loaded when first opened. `path` is the
 * segment under /admin; a section also draws /admin/<path>/:id (read with react-router's useParams().id).
 * A2/A3 append their sections here, one entry each.
 */
export interface AdminSection {
  path: string;
  label: string;
  page: LazyExoticComponent<ComponentType>;
}

const section = <M,>(path: string, label: string, load: () => Promise<M>, pick: (m: M) => ComponentType) => ({
  path,
  label,
  page: lazy(() => load().then((m) => ({ default: pick(m) }))),
});

export const ADMIN_SECTIONS: AdminSection[] = [
  section(
    'dashboard',
    'Dashboard',
    () => import('./dashboard/dashboard-page'),
    (m) => m.DashboardPage,
  ),
  section(
    'audit-log',
    'Audit log',
    () => import('./audit/audit-log-page'),
    (m) => m.AuditLogPage,
  ),
  section(
    'users',
    'Users',
    () => import('./users/users-section'),
    (m) => m.UsersSection,
  ),
  section(
    'pitches',
    'Pitches',
    () => import('./pitches/pitches-section'),
    (m) => m.PitchesSection,
  ),
  section(
    'reports',
    'Reports',
    () => import('./reports/reports-page'),
    (m) => m.ReportsPage,
  ),
  section(
    'content',
    'Content',
    () => import('./content/content-page'),
    (m) => m.ContentPage,
  ),
  section(
    'contact-messages',
    'Contact messages',
    () => import('./contact-messages/contact-messages-page'),
    (m) => m.ContactMessagesPage,
  ),
  section(
    'queue',
    'Queue',
    () => import('./jobs/queue-page'),
    (m) => m.QueuePage,
  ),
];
