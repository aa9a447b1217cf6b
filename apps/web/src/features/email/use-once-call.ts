import { useEffect, useState } from 'react';

export type OnceCall<T> =
  | { status: 'pending' }
  | { status: 'success'; data: T }
  | { status: 'error'; error: unknown };

/**
 * The state of a call made once per key (`once`, made with oncePerKey): a page that opens again
 * shows the answer of the first call rather than making another. No key, no call.
 */
export function useOnceCall<T>(
  once: (key: string, run: () => Promise<T>) => Promise<T>,
  key: string | null,
  run: () => Promise<T>,
): OnceCall<T> {
  const [state, setState] = useState<OnceCall<T>>({ status: 'pending' });
  // `run` is left out on purpose: a new function each render, and the key decides the call.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (key === null) return;
    let current = true;
    once(key, run).then(
      (data) => current && setState({ status: 'success', data }),
      (error: unknown) => current && setState({ status: 'error', error }),
    );
    return () => {
      current = false;
    };
  }, [once, key]);
  return state;
}
