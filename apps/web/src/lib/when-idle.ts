/**
 * Runs `task` once the browser has a quiet moment (at the latest after `timeoutMs`): for work
 * that must not hold up the first screen. Returns a function that cancels it.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof globalThis.requestIdleCallback === 'function') {
    const handle = globalThis.requestIdleCallback(task, { timeout: timeoutMs });
    return () => globalThis.cancelIdleCallback(handle);
  }
  // Safari has no idle callbacks: a moment after the first screen will do.
  const handle = setTimeout(task, 200);
  return () => clearTimeout(handle);
}
