/**
 * Paths whose query strings carry what a member typed to look for something: words searched
 * for, a name typed into the admin's member search or the username check, a city being typed.
 * The request log keeps their path only; docs/security-and-privacy.md says what the log holds.
 */
const SEARCH_PATHS: readonly RegExp[] = [
  /^\/api\/search(\/|$)/,
  /^\/api\/admin\/users\/?$/,
  /^\/api\/geocode\/suggest\/?$/,
  /^\/api\/auth\/check-username\/?$/,
  // Not a search: the one-click unsubscribe address carries a working token (RFC 8058).
  /^\/api\/mail\/unsubscribe\/?$/,
];

/** tRPC procedures with the same kind of input; over HTTP GET it travels in `?input=`. */
const SEARCH_PROCEDURES: readonly RegExp[] = [
  /^search\./,
  /^admin\.users$/,
  /^places\.suggest$/,
  /^auth\.checkusername$/,
];

/** The procedures a tRPC path names: `/trpc/a.b,c.d` (a batch) → `['a.b', 'c.d']`. */
function proceduresOf(path: string): string[] {
  const match = /^\/trpc\/(.+)$/.exec(path);
  if (!match?.[1]) return [];
  let names = match[1];
  try {
    names = decodeURIComponent(names);
  } catch {
    // A malformed escape: the names as they came.
  }
  return names.split(',');
}

/** Whether the query string of `url` may hold search words. */
export function isSearchUrl(url: string): boolean {
  // Matched loosely (case, doubled slashes), so a path the router refuses is not logged whole either.
  const path = (url.split('?', 1)[0] ?? '').toLowerCase().replace(/\/{2,}/g, '/');
  if (SEARCH_PATHS.some((pattern) => pattern.test(path))) return true;
  return proceduresOf(path).some((name) => SEARCH_PROCEDURES.some((pattern) => pattern.test(name)));
}

/** `url` as the request log writes it: a search path without its query string. */
export function loggedUrl(url: string): string {
  const query = url.indexOf('?');
  if (query === -1 || !isSearchUrl(url)) return url;
  return `${url.slice(0, query)}?…`;
}
