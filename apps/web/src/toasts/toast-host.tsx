import { notificationsStore, useNotifications } from '@mantine/notifications';
import { TOASTS_AT_ONCE } from '@nahbar/contracts';
import { Suspense, useEffect, useState } from 'react';
import { lazyComponent } from '../components/lazy-dialog';
import { afterFirstScreen } from '../lib/after-first-screen';

const loadToastContainer = () => import('./toast-container').then((module) => module.ToastContainer);
const ToastContainer = lazyComponent(loadToastContainer);

// The store splits toasts into shown and waiting by its limit: the spec's, before the container
// (which sets the same) is there.
notificationsStore.setState({ ...notificationsStore.getState(), limit: TOASTS_AT_ONCE });

/**
 * Mounts the toasts' container once there is a toast to show. Toasts are asked for through
 * Mantine's store (`notifications.show`), which keeps them until the container is there; the
 * container and its transitions are a chunk of their own, fetched in a quiet moment once the
 * first screen is up, so that the first toast rarely waits for it.
 */
export function ToastHost() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  const waiting = notifications.length + queue.length > 0;

  useEffect(() => {
    if (waiting) setNeeded(true);
  }, [waiting]);
  useEffect(() => afterFirstScreen(() => void loadToastContainer().catch(() => undefined)), []);

  return needed ? (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  ) : null;
}
