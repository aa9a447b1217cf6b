/**
 * What the worker does with a request; pure, so the rules are tested without a browser.
 * Only the build's hashed files are cached: live data (/api, /trpc, /ws), photos (private, per
 * member) and everything else go to the network, untouched by the worker.
 */
type RequestRoute = 'network' | 'page' | 'asset';

const LIVE_PATHS = /^\/(api|trpc|ws|photos)(\/|$)/;

interface RouteInput {
  method: string;
  mode: string;
  url: URL;
  /** The worker's own origin: other origins (an S3 photo store, say) are left alone. */
  origin: string;
}

export function routeOf({ method, mode, url, origin }: RouteInput): RequestRoute {
  if (method !== 'GET' || url.origin !== origin || LIVE_PATHS.test(url.pathname)) return 'network';
  if (mode === 'navigate') return 'page';
  return url.pathname.startsWith('/assets/') ? 'asset' : 'network';
}

/** The cache of one release; older ones are deleted once a newer worker takes over. */
const CACHE_PREFIX = 'nahbar-shell-';

export function cacheNameOf(release: string): string {
  return `${CACHE_PREFIX}${release}`;
}

export function isOutdatedCache(name: string, current: string): boolean {
  return name.startsWith(CACHE_PREFIX) && name !== current;
}
