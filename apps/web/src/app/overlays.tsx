import '@mantine/notifications/styles.layer.css';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import classes from './providers.module.css';

/**
 * Toasts and confirm dialogs. Both are opened through their stores (notifications.show, modals.open),
 * which keep what was asked for until these mount, so they load after the first paint.
 */
export function Overlays() {
  return (
    <>
      <ModalsProvider />
      <Notifications position="top-right" classNames={{ root: classes.toasts }} />
    </>
  );
}
