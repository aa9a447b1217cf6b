import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness';

// Headers do not depend on the database: the embedded one is enough.
const [kind] = testDatabaseKinds();

const SCRIPT = `console.log(${JSON.stringify('Nahbar '.repeat(400))});`;
const PAGE = `<!doctype html><title>Nahbar</title>${'<p>Nahbar</p>'.repeat(200)}`;

describe('the web app files and their headers', () => {
  let dist: string;
  let t: TestApp;
  beforeAll(async () => {
    if (!kind) throw new Error('no test database');
    dist = mkdtempSync(join(tmpdir(), 'nahbar-web-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), PAGE);
    writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Nahbar"}');
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), SCRIPT);
    // As the build's precompress step leaves them: copies beside the file, same content.
    writeFileSync(join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(SCRIPT));
    writeFileSync(join(dist, 'index.html.br'), brotliCompressSync(PAGE));
    writeFileSync(join(dist, 'index.html.gz'), gzipSync(PAGE));
    t = await startTestApp(kind, { webDistDir: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('serves the service worker as JavaScript that is never taken from a cache unchecked', async () => {
    const res = await get('/sw.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves the manifest as application/manifest+json', async () => {
    const res = await get('/manifest.webmanifest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
  });

  it('lets browsers keep hashed assets for a year without asking again', async () => {
    const res = await get('/assets/index-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('has the page revalidated on every visit, at its own address and as the fallback', async () => {
    for (const url of ['/', '/index.html', '/chat', '/friends']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('sends the brotli copy to a browser that accepts it, and the gzip copy to one that does not', async () => {
    const brotli = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(String(brotli.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(SCRIPT);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const gzip = await get('/assets/index-abc123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(SCRIPT);

    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('sends the page compressed as the single-page fallback too', async () => {
    const res = await get('/chat/some-room', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toBe(PAGE);
  });

  it('allows the worker and the manifest from the own origin in the CSP of a page', async () => {
    const res = await get('/chat');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const policy = String(res.headers['content-security-policy']).split(/;\s*/);
    expect(policy).toContain("worker-src 'self'");
    expect(policy).toContain("manifest-src 'self'");
    expect(policy).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers live paths without the app page', async () => {
    for (const url of ['/api/nope', '/trpc', '/ws/nope', '/photos/x.jpg']) {
      const res = await get(url);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(String(res.headers['content-type']), url).not.toMatch(/^text\/html/);
    }
  });
});
