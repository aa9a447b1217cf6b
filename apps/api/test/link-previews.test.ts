import { testDatabaseKinds } from '@nahbar/db/testing';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../src/deps';
import { LINK_FETCH_LIMITS } from '../src/services/link-previews/fetch-limits';
import {
  LINK_PREVIEW_CACHE_MS,
  LINK_PREVIEW_FAILURE_CACHE_MS,
  type LinkPreviewDeps,
  previewForUrl,
} from '../src/services/link-previews/preview-for-url';
import { previewImageKey } from '../src/services/link-previews/preview-image';
import { readPreviewImage } from '../src/services/link-previews/read-preview-image';
import { startTestDeps } from './harness';
import { PUBLIC_LOOKING, TestWebServer, testNetwork } from './link-preview-web';

/*
 * Link previews end to end but for the message: a page on a local server standing in for a
 * public host, read, its image re-encoded into the photo store, and the result cached per URL.
 */
const OG_PAGE = `<!doctype html><html><head>
  <title>Plain title</title>
  <meta property="og:title" content="Rain in Vienna">
  <meta property="og:description" content="  Umbrellas   sold out. ">
  <meta property="og:site_name" content="Wiener News">
  <meta property="og:image" content="/images/rain.png">
</head><body><p>Story</p></body></html>`;
const TWITTER_PAGE = `<html><head><title>Plain</title>
  <meta name="twitter:title" content="Card title">
  <meta name="twitter:description" content="Card description">
  <meta name="twitter:image" content="http://news.example/images/rain.png"></head></html>`;
const TITLE_PAGE = '<html><head><title> Just a title </title></head><body></body></html>';

describe.each(testDatabaseKinds())('link previews on $name', (kind) => {
  let t: { deps: AppDeps; close(): Promise<void> };
  let server: TestWebServer;
  let deps: LinkPreviewDeps;
  let now: Date;
  let png: Buffer;

  beforeAll(async () => {
    t = await startTestDeps(kind);
    png = await sharp({ create: { width: 1200, height: 630, channels: 3, background: '#3366aa' } })
      .png()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-marker' } } })
      .toBuffer();
    server = await new TestWebServer().start();
    server
      .page('/og', OG_PAGE)
      .page('/twitter', TWITTER_PAGE)
      .page('/title', TITLE_PAGE)
      .page('/nothing', '<html><body><p>no title at all</p></body></html>')
      .page(
        '/image-inside',
        '<title>Inside</title><meta property="og:image" content="http://10.0.0.1/x.png">',
      )
      .page('/image-broken', '<title>Broken</title><meta property="og:image" content="/images/broken.png">')
      .page('/images/rain.png', png, 'image/png')
      .page('/images/broken.png', Buffer.from('not an image at all'), 'image/png')
      .page('/cached', TITLE_PAGE)
      .page('/json', '{}', 'application/json')
      .on('/flaky', (_request, response) => {
        response.writeHead(503).end();
      });
    now = new Date('2026-03-01T12:00:00Z');
    deps = {
      db: t.deps.db,
      photos: t.deps.photos,
      clock: { now: () => now },
      linkNetwork: testNetwork(server, {
        'news.example': [PUBLIC_LOOKING.v4],
        'inside.example': ['192.168.0.2'],
      }),
    };
  });
  afterAll(async () => {
    await server.close();
    await t.close();
  });

  it('reads Open Graph and stores the image re-encoded, without its metadata', async () => {
    const preview = await previewForUrl(deps, 'http://news.example/og#comments');
    expect(preview).toEqual({
      url: 'http://news.example/og',
      title: 'Rain in Vienna',
      description: 'Umbrellas sold out.',
      siteName: 'Wiener News',
      imageUrl: expect.stringMatching(/^\/link-previews\/[0-9a-f-]{36}$/),
    });
    const id = preview?.imageUrl?.split('/').at(-1) ?? '';
    const stored = await t.deps.photos.get(previewImageKey(id));
    if (!stored) throw new Error('no stored image');
    const metadata = await sharp(stored).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(Math.max(metadata.width ?? 0, metadata.height ?? 0)).toBeLessThanOrEqual(400);
    expect(metadata.exif).toBeUndefined();
    expect(stored.includes('secret-marker')).toBe(false);
    await expect(readPreviewImage(t.deps, id)).resolves.toEqual({ body: stored, contentType: 'image/jpeg' });
  });

  it('falls back to the Twitter card', async () => {
    expect(await previewForUrl(deps, 'http://news.example/twitter')).toEqual({
      url: 'http://news.example/twitter',
      title: 'Card title',
      description: 'Card description',
      siteName: null,
      imageUrl: expect.stringMatching(/^\/link-previews\//),
    });
  });

  it('falls back to the page title', async () => {
    expect(await previewForUrl(deps, 'http://news.example/title')).toEqual({
      url: 'http://news.example/title',
      title: 'Just a title',
      description: null,
      siteName: null,
      imageUrl: null,
    });
  });

  it('keeps the preview without an image when the image is refused or unreadable', async () => {
    expect(await previewForUrl(deps, 'http://news.example/image-inside')).toMatchObject({
      title: 'Inside',
      imageUrl: null,
    });
    expect(await previewForUrl(deps, 'http://news.example/image-broken')).toMatchObject({
      title: 'Broken',
      imageUrl: null,
    });
    expect(server.count('/images/broken.png')).toBe(1);
  });

  it('gives no preview for a page with nothing to show, a refused address or another type', async () => {
    expect(await previewForUrl(deps, 'http://news.example/nothing')).toBeNull();
    expect(await previewForUrl(deps, 'http://inside.example/')).toBeNull();
    expect(await previewForUrl(deps, 'http://169.254.169.254/latest/meta-data/')).toBeNull();
    expect(await previewForUrl(deps, 'http://news.example/json')).toBeNull();
    expect(await previewForUrl(deps, 'ftp://news.example/')).toBeNull();
    expect(server.count('/latest/meta-data/')).toBe(0);
  });

  it('fetches a URL once a day', async () => {
    const first = await previewForUrl(deps, 'http://news.example/cached');
    expect(server.count('/cached')).toBe(1);
    now = new Date(now.getTime() + LINK_PREVIEW_CACHE_MS - 1);
    expect(await previewForUrl(deps, 'http://news.example/cached')).toEqual(first);
    expect(server.count('/cached')).toBe(1);
    now = new Date(now.getTime() + 2);
    expect(await previewForUrl(deps, 'http://news.example/cached')).toEqual(first);
    expect(server.count('/cached')).toBe(2);
    expect(LINK_PREVIEW_CACHE_MS).toBe(24 * 60 * 60 * 1000);
  });

  it('makes one fetch for a link posted many times at once', async () => {
    server.page('/popular', TITLE_PAGE);
    const previews = await Promise.all(
      Array.from({ length: 5 }, () => previewForUrl(deps, 'http://news.example/popular')),
    );
    expect(new Set(previews.map((preview) => preview?.title))).toEqual(new Set(['Just a title']));
    expect(server.count('/popular')).toBe(1);
  });

  it('keeps a failure for a quarter of an hour only', async () => {
    expect(await previewForUrl(deps, 'http://news.example/flaky')).toBeNull();
    expect(await previewForUrl(deps, 'http://news.example/flaky')).toBeNull();
    expect(server.count('/flaky')).toBe(1);
    server.page('/flaky', TITLE_PAGE);
    now = new Date(now.getTime() + LINK_PREVIEW_FAILURE_CACHE_MS + 1);
    expect(await previewForUrl(deps, 'http://news.example/flaky')).toMatchObject({ title: 'Just a title' });
    expect(server.count('/flaky')).toBe(2);
    expect(LINK_PREVIEW_FAILURE_CACHE_MS).toBe(15 * 60 * 1000);
  });

  it('gives up on a slow page within the limit', async () => {
    server.on('/slow', () => {});
    const started = Date.now();
    expect(
      await previewForUrl(deps, 'http://news.example/slow', { ...LINK_FETCH_LIMITS, totalMs: 200 }),
    ).toBeNull();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(server.count('/slow')).toBe(1);
  });
});
