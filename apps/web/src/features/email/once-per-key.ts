/**
 * Runs an action once per key for the life of the page and hands every later caller the same
 * promise. A link's token is spent by its first use, so opening the page must call the server
 * once, even when React runs an effect twice (StrictMode) or the page mounts again (the session
 * becoming known restarts the screens, routes/root.tsx).
 */
export function oncePerKey<T>(): (key: string, run: () => Promise<T>) => Promise<T> {
  const started = new Map<string, Promise<T>>();
  return (key, run) => {
    let promise = started.get(key);
    if (!promise) {
      promise = run();
      started.set(key, promise);
    }
    return promise;
  };
}
