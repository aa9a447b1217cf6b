import { withLazyNeeds } from '../lib/lazy-needs';

interface OnDemand<Value> {
  /** Fetches the module (once; again after a failure) and resolves with its value. */
  load(): Promise<Value>;
  /** Starts the fetch on the way to a first use (a pointer over the button, say); a failure waits for `load`. */
  prefetch(): void;
  /** The value once it is in; null before. */
  current(): Value | null;
}

/**
 * Part of a screen fetched the first time it is wanted and kept afterwards: a picker's or a
 * panel's body, which the first load does without. Unlike `React.lazy` it never suspends: the
 * opener awaits `load()` and then renders `current()`, so what opens has its content from the
 * start (a focus trap finds its first control). What lazy parts need comes with it (lib/lazy-needs.ts).
 */
export function onDemand<Value>(fetch: () => Promise<Value>): OnDemand<Value> {
  let value: Value | null = null;
  let loading: Promise<Value> | null = null;
  const parts: OnDemand<Value> = {
    load() {
      loading ??= withLazyNeeds(fetch()).then(
        (loaded) => {
          value = loaded;
          return loaded;
        },
        (error: unknown) => {
          loading = null; // offline, say: the next attempt fetches again
          throw error;
        },
      );
      return loading;
    },
    prefetch: () => void parts.load().catch(() => undefined),
    current: () => value,
  };
  return parts;
}
