import { SKIP_WAITING } from '../sw/protocol';

// Whether a new release waits to take over (register-sw.ts finds out; update-prompt.tsx offers it).

type Listener = () => void;
let waiting: ServiceWorker | null = null;
const listeners = new Set<Listener>();

export function setWaiting(worker: ServiceWorker | null): void {
  waiting = worker;
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: whether a new release is ready. */
export const updateState = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isReady(): boolean {
    return waiting !== null;
  },
};

/** Lets the waiting worker take over; the page reloads when it does (register-sw.ts). */
export function applyUpdate(): void {
  waiting?.postMessage(SKIP_WAITING);
}
