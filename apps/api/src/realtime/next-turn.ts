/**
 * Resolves once the event loop has turned: timers, I/O and other sockets' frames get in before
 * whatever awaits it. Work on the embedded database needs it to yield at all, since PGlite
 * answers within the call (no I/O to wait for).
 */
export const nextTurn = (): Promise<void> => new Promise<void>((resolve) => setImmediate(resolve));
