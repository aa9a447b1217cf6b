import { useEffect, useSyncExternalStore } from 'react';
import { onDemand } from '../../../components/on-demand';
import { afterFirstScreen } from '../../../lib/after-first-screen';

type Extras = typeof import('./message-extras');

/**
 * The message extras (message-extras.tsx) stay out of the first load, whose budget is full:
 * they come in a quiet moment once the first screen is up, or at once when a message menu is
 * pointed at. Until then messages show their words; quotes and reactions follow a moment later.
 */
const extras = onDemand(() => import('./message-extras'));
const listeners = new Set<() => void>();

function loadExtras(): Promise<Extras> {
  const wasIn = extras.current() !== null;
  return extras.load().then((module) => {
    if (!wasIn) for (const listener of [...listeners]) listener();
    return module;
  });
}

export function prefetchMessageExtras(): void {
  void loadExtras().catch(() => undefined);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The extras once they are in; null before. */
export function useMessageExtras(): Extras | null {
  return useSyncExternalStore(subscribe, extras.current);
}

/** Fetches the extras once the first screen is up (the message list asks, once). */
export function usePreloadMessageExtras(): void {
  useEffect(() => afterFirstScreen(prefetchMessageExtras), []);
}
