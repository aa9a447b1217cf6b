import { useSyncExternalStore } from 'react';

export type FloatingParts = typeof import('./floating-parts');

let parts: FloatingParts | null = null;
let loading: Promise<FloatingParts> | null = null;
const listeners = new Set<() => void>();

/** Loads the floating layer once; every caller gets the same promise. */
function loadFloating(): Promise<FloatingParts> {
  loading ??= import('./floating-parts').then(
    (loaded) => {
      parts = loaded;
      for (const listener of listeners) listener();
      return loaded;
    },
    (error: unknown) => {
      // A later press asks again (a network that came back).
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Asks for the floating layer without waiting for it; a failure goes to the console. */
export function requestFloating(): void {
  loadFloating().catch((error: unknown) => console.error(error));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The floating layer once it is loaded, else null; re-renders when it arrives. */
export function useFloatingParts(): FloatingParts | null {
  return useSyncExternalStore(
    subscribe,
    () => parts,
    () => parts,
  );
}
