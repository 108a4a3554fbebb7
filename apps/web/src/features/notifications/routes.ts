// Lazy entries into features/notifications: each loader is its own chunk, loaded on first use.
export const loadNotificationBell = () => import('./components/notification-bell');
