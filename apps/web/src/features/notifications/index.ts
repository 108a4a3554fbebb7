// The only door into features/notifications for other features and app/ (ARCHITECTURE convention 8).

export type { NotificationList } from './api/get-notifications';
export { notificationKeys } from './api/notification-keys';
export { useNotificationSettings, useUpdateNotificationSettings } from './api/notification-settings';
export { LiveConnection } from './live-connection';
export type { LiveEventHandlers } from './live-events';
export { LiveEventsProvider, useLiveEvents } from './live-events';
