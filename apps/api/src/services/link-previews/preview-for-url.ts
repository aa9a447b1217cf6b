import { randomUUID } from 'node:crypto';
import { LINK_PREVIEW_IMAGES_PATH_PREFIX, type TLinkPreview } from '@nahbar/contracts';
import { type LinkPreviewRow, linkPreviewsQueries } from '@nahbar/db';
import type { AppDeps } from '../../deps';
import { LINK_FETCH_LIMITS, type LinkFetchLimits } from './fetch-limits';
import { LinkFetchRefused } from './link-fetch-refused';
import { DEFAULT_LINK_NETWORK, type LinkNetwork } from './link-network';
import { parseLinkUrl } from './link-url';
import { previewImageKey, storePreviewImage } from './preview-image';
import { readPageFields } from './read-page-fields';
import { safeFetch } from './safe-fetch';

/** A page read (with or without anything to show) is kept a day. */
export const LINK_PREVIEW_CACHE_MS = 24 * 60 * 60 * 1000;
/** A fetch that failed or was refused is kept briefly: a site that was down may be back soon. */
export const LINK_PREVIEW_FAILURE_CACHE_MS = 15 * 60 * 1000;

/**
 * What previews need. `linkNetwork` is for tests only (a local server standing in for a public
 * host); left out, as every caller in the app does, it is the real DNS and the real address.
 */
export type LinkPreviewDeps = Pick<AppDeps, 'db' | 'photos' | 'clock'> & { linkNetwork?: LinkNetwork };

/**
 * The preview of a web page linked in a message, or null when there is none to show: fetched
 * by the server only (safe-fetch.ts holds the defences), at most once a day per URL, its image
 * re-encoded into our photo store. Failures give null, never an error.
 */
export async function previewForUrl(
  deps: LinkPreviewDeps,
  rawUrl: string,
  limits: LinkFetchLimits = LINK_FETCH_LIMITS,
): Promise<TLinkPreview | null> {
  let url: string;
  try {
    url = parseLinkUrl(rawUrl).href;
  } catch {
    return null;
  }
  // Many members posting one link at once make one fetch, not one each.
  const underWay = inFlight.get(deps.db) ?? new Map<string, Promise<TLinkPreview | null>>();
  inFlight.set(deps.db, underWay);
  const running = underWay.get(url);
  if (running) return running;
  const preview = cachedOrFetched(deps, url, limits).finally(() => underWay.delete(url));
  underWay.set(url, preview);
  return preview;
}

/** The previews being fetched, per database (tests run several apps in one process). */
const inFlight = new WeakMap<object, Map<string, Promise<TLinkPreview | null>>>();

async function cachedOrFetched(
  deps: LinkPreviewDeps,
  url: string,
  limits: LinkFetchLimits,
): Promise<TLinkPreview | null> {
  const now = deps.clock.now();
  const cached = await linkPreviewsQueries.findByUrl(deps.db, url);
  if (cached && cached.expiresAt.getTime() > now.getTime()) return toLinkPreview(cached);

  const network = deps.linkNetwork ?? DEFAULT_LINK_NETWORK;
  const id = cached?.id ?? randomUUID();
  const row = await fetchPreview(deps, network, url, id, limits);
  const stored = await linkPreviewsQueries.upsert(deps.db, url, {
    ...row,
    fetchedAt: now,
    expiresAt: new Date(
      now.getTime() + (row.status === 'failed' ? LINK_PREVIEW_FAILURE_CACHE_MS : LINK_PREVIEW_CACHE_MS),
    ),
  });
  // A refreshed page that no longer names an image leaves none behind.
  if (cached?.imageContentType && !stored.imageContentType) {
    await deps.photos.delete([previewImageKey(stored.id)]).catch(() => {});
  }
  return toLinkPreview(stored);
}

type FetchedPreview = Pick<
  LinkPreviewRow,
  'status' | 'title' | 'description' | 'siteName' | 'imageContentType'
> & { id: string };

async function fetchPreview(
  deps: LinkPreviewDeps,
  network: LinkNetwork,
  url: string,
  id: string,
  limits: LinkFetchLimits,
): Promise<FetchedPreview> {
  const nothing = { id, title: null, description: null, siteName: null, imageContentType: null };
  let page: Awaited<ReturnType<typeof safeFetch>>;
  try {
    page = await safeFetch(
      network,
      { url, accept: 'text/html', acceptsMimeType: (mime) => mime === 'text/html' },
      limits,
    );
  } catch (error) {
    if (error instanceof LinkFetchRefused) return { ...nothing, status: 'failed' };
    throw error;
  }
  const fields = readPageFields(decode(page.body, page.charset), page.url);
  if (!fields.title && !fields.description) return { ...nothing, status: 'none' };
  const imageContentType = fields.imageUrl
    ? await storePreviewImage(deps, network, fields.imageUrl, id, limits)
    : null;
  return {
    id,
    status: 'ready',
    title: fields.title,
    description: fields.description,
    siteName: fields.siteName,
    imageContentType,
  };
}

function decode(body: Buffer, charset: string | undefined): string {
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(body);
  } catch {
    // An unknown charset label: UTF-8 reads most pages well enough for a title.
    return new TextDecoder('utf-8').decode(body);
  }
}

/** The wire shape of a stored result; null for one with nothing to show. */
export function toLinkPreview(row: LinkPreviewRow): TLinkPreview | null {
  if (row.status !== 'ready') return null;
  return {
    url: row.url,
    title: row.title,
    description: row.description,
    siteName: row.siteName,
    imageUrl: row.imageContentType ? `${LINK_PREVIEW_IMAGES_PATH_PREFIX}/${row.id}` : null,
  };
}
