import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { afterFirstScreen } from '../lib/after-first-screen';
import { loadAllStyles } from '../styles/all-styles';
import { currentToasts, subscribeToasts } from './toast-store';

const loadToastContainer = () => import('./toast-container').then((module) => module.ToastContainer);
/**
 * With Mantine's full sheet, yet not through the gate of lazy screens and dialogs
 * (lib/lazy-needs.ts): the container shows the chat screen's own toasts (the connection lost,
 * say), so it must not wait for the later texts, nor fail with them on a link gone offline. It
 * reads no text itself (first-screen-texts.test.ts counts it with the first load).
 */
const ToastContainer = lazy(async () => {
  const [container] = await Promise.all([loadToastContainer(), loadAllStyles()]);
  return { default: container };
});

/**
 * Mounts the toasts' container once there is a toast to show, or earlier, as soon as its chunk
 * has arrived. Toasts are asked for through the store (toast-store.ts `showToast`), which keeps
 * them until the container is there; the container is a chunk of its own, fetched in a quiet
 * moment once the first screen is up. Mounted ahead, it has suspended (and React's pause before
 * revealing suspended content, about 300 ms, has passed) before any toast comes: the first toast
 * shows at once, like every later one.
 */
export function ToastHost() {
  const toasts = useSyncExternalStore(subscribeToasts, currentToasts);
  const [needed, setNeeded] = useState(false);
  const waiting = toasts.length > 0;

  useEffect(() => {
    if (waiting) setNeeded(true);
  }, [waiting]);
  useEffect(
    () =>
      afterFirstScreen(
        () =>
          void loadToastContainer().then(
            () => setNeeded(true),
            () => undefined,
          ),
      ),
    [],
  );

  return needed ? (
    <Suspense fallback={null}>
      <ToastContainer toasts={toasts} />
    </Suspense>
  ) : null;
}
