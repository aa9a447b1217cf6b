import { Suspense, useSyncExternalStore } from 'react';
import { lazyComponent } from '../components/lazy-dialog';
import { updateState } from './update-state';

/** Fetched when a release is waiting, which few visits see. */
const UpdateBanner = lazyComponent(() => import('./update-banner').then((module) => module.UpdateBanner));

/** Offers a waiting release (update-banner.tsx) once the service worker has one. */
export function UpdatePrompt() {
  const ready = useSyncExternalStore(updateState.subscribe, updateState.isReady, () => false);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <UpdateBanner />
    </Suspense>
  );
}
