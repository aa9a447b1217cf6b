import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS, TOASTS_AT_ONCE } from '@nahbar/contracts';
import toastClasses from './toasts.module.css';

/** Where toasts show (chat spec §2): bottom right, three at once, each for its time. */
export function ToastContainer() {
  return (
    <Notifications
      position="bottom-right"
      limit={TOASTS_AT_ONCE}
      autoClose={TOAST_DURATION_MS}
      className={toastClasses.toasts}
    />
  );
}
