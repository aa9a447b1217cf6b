import { LINK_PREVIEW_URL_MAX_LENGTH } from '@nahbar/contracts';
import { LinkFetchRefused } from './link-fetch-refused';

/**
 * A URL the server may fetch for a preview: http or https, no user name or password, not too
 * long. The fragment never reaches the server, so it is dropped (and with it, from the cache key).
 */
export function parseLinkUrl(raw: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    throw new LinkFetchRefused('url');
  }
  url.hash = '';
  const webScheme = url.protocol === 'http:' || url.protocol === 'https:';
  if (!webScheme || url.username || url.password || !url.hostname) throw new LinkFetchRefused('url');
  if (url.href.length > LINK_PREVIEW_URL_MAX_LENGTH) throw new LinkFetchRefused('url');
  return url;
}

/** The port a URL connects to, its scheme's default when it names none. */
export function portOf(url: URL): number {
  if (url.port) return Number(url.port);
  return url.protocol === 'https:' ? 443 : 80;
}
