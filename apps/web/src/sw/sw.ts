/// <reference lib="webworker" />
/**
 * Nahbar's service worker, built to dist/sw.js by vite-plugins/service-worker.ts.
 *
 * - Pages come from the network, so every visit starts on the newest release; when the network
 *   is gone, a navigation gets the offline page instead of the browser's error.
 * - The build's hashed files (scripts, styles) are cached at install and served from the cache:
 *   repeat visits load them without the network, and a page of this release keeps finding its
 *   files even after the server has moved on to the next one.
 * - A Web Push message shows a system notification (the member allowed it in settings); a click
 *   focuses a Nahbar tab and opens where it leads, or opens a new one.
 * - A new release's worker waits until the app posts SKIP_WAITING (the member chose "Reload"),
 *   then takes over and drops the old cache; the app reloads its pages on that change.
 */
import { offlineLanguageOf, offlinePageHtml, offlinePagePolicy } from './offline-page';
import { GET_RELEASE, SKIP_WAITING } from './protocol';
import { clickTargetOf, shownNotificationOf } from './push';
import { cacheNameOf, isOutdatedCache, routeOf } from './routes';

declare const self: ServiceWorkerGlobalScope;
/** Written in at build time: the release id and the hashed files of the build. */
declare const __SW_RELEASE__: string;
declare const __SW_PRECACHE__: string[];

const CACHE = cacheNameOf(__SW_RELEASE__);

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(__SW_PRECACHE__)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((n) => isOutdatedCache(n, CACHE)).map((n) => caches.delete(n))),
      ),
  );
});

self.addEventListener('message', (event) => {
  if (event.data === SKIP_WAITING) void self.skipWaiting();
  else if (event.data === GET_RELEASE) event.ports[0]?.postMessage(__SW_RELEASE__);
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const route = routeOf({
    method: request.method,
    mode: request.mode,
    url: new URL(request.url),
    origin: self.location.origin,
  });
  if (route === 'page') event.respondWith(page(request));
  else if (route === 'asset') event.respondWith(asset(request));
  // Anything else is not answered here: the browser fetches it as if there were no worker.
});

self.addEventListener('push', (event) => {
  const shown = shownNotificationOf(event.data?.text() ?? null);
  if (shown) event.waitUntil(self.registration.showNotification(shown.title, shown.options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openRoute(clickTargetOf(event.notification.data)));
});

/** Focuses an open Nahbar tab on `route`, or opens one there. */
async function openRoute(route: string): Promise<void> {
  const url = new URL(route, self.location.origin).href;
  const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const tab = tabs.find((client) => new URL(client.url).origin === self.location.origin);
  if (tab) {
    const focused = await tab.focus();
    await focused.navigate(url);
    return;
  }
  await self.clients.openWindow(url);
}

async function page(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    return offlinePage();
  }
}

async function asset(request: Request): Promise<Response> {
  const cached = await caches.match(request, { cacheName: CACHE });
  return cached ?? fetch(request);
}

function offlinePage(): Response {
  const nonce = crypto.randomUUID();
  return new Response(offlinePageHtml(offlineLanguageOf(self.navigator.language), nonce), {
    status: 503,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': offlinePagePolicy(nonce),
      'Cache-Control': 'no-store',
    },
  });
}
