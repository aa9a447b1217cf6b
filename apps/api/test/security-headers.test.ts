import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { LocalDiskStore } from '../src/photos/local-disk-store';
import { contentSecurityPolicy, PERMISSIONS_POLICY } from '../src/plugins/security-headers';
import { ORIGIN, signUp, startTestApp, type TestApp, testConfig } from './harness';

// Headers do not depend on the database: the embedded one is enough.
const [kind] = testDatabaseKinds();

function directives(policy: unknown): Map<string, string[]> {
  return new Map(
    String(policy)
      .split(/;\s*/)
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values]),
  );
}

describe('security headers on every route', () => {
  let dist: string;
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    if (!kind) throw new Error('no test database');
    dist = mkdtempSync(join(tmpdir(), 'nahbar-headers-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Nahbar</title>');
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1);');
    t = await startTestApp(kind, { webDistDir: dist });
    cookie = (await signUp(t.app)).cookie;
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  /** What these tests read of an injected response. */
  type Answer = { statusCode: number; headers: Record<string, unknown> };
  const routes: [string, () => Promise<Answer>, number][] = [
    ['a page', () => t.app.inject({ method: 'GET', url: '/chat' }), 200],
    ['a script file', () => t.app.inject({ method: 'GET', url: '/assets/app.js' }), 200],
    ['the health check', () => t.app.inject({ method: 'GET', url: '/api/health' }), 200],
    [
      'a signed-in REST call',
      () => t.app.inject({ method: 'GET', url: '/api/rooms', headers: { cookie } }),
      200,
    ],
    ['a signed-out REST call', () => t.app.inject({ method: 'GET', url: '/api/rooms' }), 401],
    ['an unknown API path', () => t.app.inject({ method: 'GET', url: '/api/nothing-here' }), 404],
    [
      'a missing photo',
      () => t.app.inject({ method: 'GET', url: `/photos/${crypto.randomUUID()}`, headers: { cookie } }),
      404,
    ],
    ['a tRPC query', () => t.app.inject({ method: 'GET', url: '/trpc/auth.me', headers: { cookie } }), 200],
    [
      'a refused origin',
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/rooms',
          headers: { origin: 'https://evil.example', cookie },
          payload: { name: 'x' },
        }),
      403,
    ],
    [
      'a refused input',
      () =>
        t.app.inject({ method: 'POST', url: '/api/rooms', headers: { origin: ORIGIN, cookie }, payload: {} }),
      400,
    ],
  ];

  it.each(routes)('sends them on %s', async (_label, request, status) => {
    const res = await request();
    expect(res.statusCode).toBe(status);
    const csp = directives(res.headers['content-security-policy']);
    // Only the app's own origins (both loopback names) and, when configured, S3: no `ws: wss:`.
    expect(csp.get('connect-src')).toEqual(["'self'", 'ws://localhost:3000', 'ws://127.0.0.1:3000']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(res.headers['permissions-policy']).toBe(
      'camera=(), microphone=(), payment=(), geolocation=(self)',
    );
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });
});

describe('the content security policy', () => {
  it('connects to the S3 upload origin when uploads go there, and to no other host', () => {
    const csp = directives(
      contentSecurityPolicy({
        appOrigins: ['https://chat.example'],
        uploadOrigin: 'https://s3.example:9000',
      }),
    );
    expect(csp.get('connect-src')).toEqual(["'self'", 'wss://chat.example', 'https://s3.example:9000']);
  });

  it('lists the secure socket origin of an https app, once per host', () => {
    const csp = directives(
      contentSecurityPolicy({ appOrigins: ['https://chat.example', 'https://chat.example'] }),
    );
    expect(csp.get('connect-src')).toEqual(["'self'", 'wss://chat.example']);
    for (const values of csp.values()) {
      expect(values).not.toContain('ws:');
      expect(values).not.toContain('wss:');
    }
  });

  it("lets pages upload to the configured S3 public endpoint's origin", async () => {
    if (!kind) throw new Error('no test database');
    const database = await kind.create();
    const photos = await LocalDiskStore.open(mkdtempSync(join(tmpdir(), 'nahbar-csp-')), {
      removeOnClose: true,
    });
    const s3 = {
      endpoint: 'http://minio:9000',
      bucket: 'photos',
      accessKey: 'key',
      secretKey: 'secret',
      region: 'us-east-1',
      pathStyle: true,
      publicEndpoint: 'https://files.example/bucket-root',
    };
    const app = await buildApp(testConfig({ s3 }), { db: database.db, photos });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      expect(directives(res.headers['content-security-policy']).get('connect-src')).toEqual([
        "'self'",
        'ws://localhost:3000',
        'ws://127.0.0.1:3000',
        'https://files.example',
      ]);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('keeps the permissions policy to what the app uses', () => {
    expect(PERMISSIONS_POLICY).toBe('camera=(), microphone=(), payment=(), geolocation=(self)');
  });
});
