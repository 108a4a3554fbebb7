export const notificationKeys = {
  list: ['notifications', 'list'] as const,
  settings: ['notifications', 'settings'] as const,
};
