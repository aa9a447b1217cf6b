import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness';

// Headers do not depend on the database: the embedded one is enough.
const [kind] = testDatabaseKinds();

describe('the web app files and their headers', () => {
  let dist: string;
  let t: TestApp;
  beforeAll(async () => {
    if (!kind) throw new Error('no test database');
    dist = mkdtempSync(join(tmpdir(), 'nahbar-web-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Nahbar</title>');
    writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Nahbar"}');
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1);');
    t = await startTestApp(kind, { webDistDir: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

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

  it('leaves the caching of other files as it was', async () => {
    const res = await get('/assets/index-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).not.toBe('no-cache');
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
