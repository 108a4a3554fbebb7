// The only door into features/notifications for other features and app/ (ARCHITECTURE convention 8).
export { useNotificationSettings, useUpdateNotificationSettings } from './api/notification-settings';
