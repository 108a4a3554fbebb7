import { notifications } from '@mantine/notifications';

type Tone = 'success' | 'info' | 'error';

const COLORS: Record<Tone, string> = { success: 'teal', info: 'yellow', error: 'red' };

/**
 * A toast (§8) whose close button has a name screen readers can read; Mantine's own has none.
 * Toasts stay top-right, where the providers put them.
 */
export function notify(message: string, tone: Tone = 'success'): void {
  notifications.show({
    message,
    color: COLORS[tone],
    closeButtonProps: { 'aria-label': 'Close notification' },
  });
}
