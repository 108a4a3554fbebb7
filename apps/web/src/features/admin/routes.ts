// Lazy entries into features/admin: each loader is its own chunk, loaded on first use.
export const loadAdminConsole = () => import('./admin-console');
