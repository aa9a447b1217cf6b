import { GET_RELEASE, RELEASE_META } from '../sw/protocol';
import { setWaiting } from './update-state';

/**
 * Registers the service worker and tracks whether a new release waits. A waiting worker of
 * another release than this page makes the app offer a reload (update-prompt.tsx); nothing
 * changes until the member accepts, so a page never runs half on the old release and half on
 * the new one. Fetched once the first screen is up (main.tsx): the worker registers after the
 * page's load event anyway.
 */

/** Long-open tabs ask the server for a new release this often. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;
const RELEASE_ANSWER_MS = 3000;

function pageRelease(): string | null {
  return document.querySelector<HTMLMetaElement>(`meta[name="${RELEASE_META}"]`)?.content ?? null;
}

/** The release a worker serves, or null if it does not answer in time. */
function releaseOf(worker: ServiceWorker): Promise<string | null> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = window.setTimeout(() => resolve(null), RELEASE_ANSWER_MS);
    channel.port1.onmessage = (event: MessageEvent<unknown>) => {
      window.clearTimeout(timer);
      resolve(typeof event.data === 'string' ? event.data : null);
    };
    worker.postMessage(GET_RELEASE, [channel.port2]);
  });
}

/**
 * Offers the update unless this page already is that release: pages always load from the
 * network, so a page opened after a deploy is new while the new worker still waits.
 */
async function offer(worker: ServiceWorker): Promise<void> {
  if (!navigator.serviceWorker.controller) return; // the first install: nothing to replace
  if ((await releaseOf(worker)) === pageRelease()) return;
  setWaiting(worker);
}

function watch(registration: ServiceWorkerRegistration): void {
  if (registration.waiting) void offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') void offer(installing);
    });
  });
}

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;

  // A new worker took over (this tab or another accepted the update): pages of an older
  // release reload, so none keeps running against files the new worker no longer caches.
  let reloading = false;
  container.addEventListener('controllerchange', () => {
    const controller = container.controller;
    if (reloading || !controller) return;
    void releaseOf(controller).then((release) => {
      if (release === pageRelease() || reloading) return;
      reloading = true;
      window.location.reload();
    });
  });

  // After the load event, so the worker's downloads never compete with the app's own.
  const start = () => {
    container
      .register('/sw.js', { scope: '/' })
      .then((registration) => {
        watch(registration);
        window.setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
      })
      .catch(() => {
        // Without a worker the app works as before, only without the offline page and cache.
      });
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
