import { afterFirstScreen } from '../lib/after-first-screen';

/**
 * Registers the service worker once the first screen is up, from a chunk of its own: the worker
 * registers after the page's load event anyway, and the code that does it renders nothing.
 */
export function registerServiceWorkerSoon(): void {
  afterFirstScreen(() => {
    import('./register-sw').then(
      (module) => module.registerServiceWorker(),
      // Offline, say: this visit goes without the worker; the next one registers it.
      (error: unknown) => console.error(error),
    );
  });
}
