import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testDatabaseKinds, testServiceUrl } from '@nahbar/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenForMetrics, type MetricsListener } from '../src/metrics/metrics-listener';
import { LocalDiskStore } from '../src/photos/local-disk-store';
import { startTestApp, type TestApp, uniqueName } from './harness';
import { parseMetrics, sampleOf } from './metrics-text';

/** Neither the token nor the port, one database kind: the documents and listeners do not depend on it. */
const [kind] = testDatabaseKinds();
if (!kind) throw new Error('no database kind');

describe('metrics switched off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('answers /metrics with 404, token or not', async () => {
    for (const headers of [{}, { authorization: 'Bearer a-scrape-token-of-32-characters!' }]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'Not Found' });
    }
  });
});

describe('metrics on a listener of their own', () => {
  let t: TestApp;
  let listener: MetricsListener;
  beforeAll(async () => {
    // METRICS_PORT without METRICS_TOKEN: the main port keeps /metrics closed.
    t = await startTestApp(kind, { metrics: { token: undefined, port: 0, host: '127.0.0.1' } });
    listener = await listenForMetrics(t.deps.metrics, { host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await listener.close();
    await t.close();
  });

  it('serves them on loopback without a token, and nothing else', async () => {
    expect(listener.address).toBe('127.0.0.1');
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const res = await fetch(`http://127.0.0.1:${listener.port}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const metrics = parseMetrics(await res.text());
    expect(metrics.types.get('nahbar_http_requests_total')).toBe('counter');
    expect(
      sampleOf(metrics, 'nahbar_http_requests_total{method="GET",route="/api/health",status="200"}'),
    ).toBe(1);
    expect(sampleOf(metrics, 'nahbar_ready')).toBe(1);
    expect((await fetch(`http://127.0.0.1:${listener.port}/api/health`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${listener.port}/metrics`, { method: 'POST' })).status).toBe(404);
    // The main port does not serve them: no token is set.
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });
});

const redisUrl = testServiceUrl('TEST_REDIS_URL');

describe.runIf(redisUrl)('readiness with Redis', () => {
  it('answers 200 with the Redis check once its connection is up', async () => {
    const t = await startTestApp(kind, { redisUrl }, { realtimePrefix: `${uniqueName('ready')}:` });
    try {
      // Right after the start the connection may still be on its way: not ready until it is up.
      const deadline = Date.now() + 5000;
      let res = await t.app.inject({ method: 'GET', url: '/api/ready' });
      while (res.statusCode !== 200 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        res = await t.app.inject({ method: 'GET', url: '/api/ready' });
      }
      expect(res.json()).toEqual({ ready: true, checks: { database: 'ok', photos: 'ok', redis: 'ok' } });
      expect(res.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('readiness of what the database is not', () => {
  it('answers 503 naming Redis while REDIS_URL points where nothing listens', async () => {
    const t = await startTestApp(kind, { redisUrl: 'redis://127.0.0.1:1' });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ ready: false, checks: { database: 'ok', photos: 'ok', redis: 'failed' } });
    } finally {
      await t.close();
    }
  });

  it('answers 503 naming the photo store once its directory is gone', async () => {
    const root = await mkdtemp(join(tmpdir(), 'nahbar-ready-photos-'));
    const t = await startTestApp(kind, {}, { photos: await LocalDiskStore.open(root) });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
      await rm(root, { recursive: true });
      const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ ready: false, checks: { database: 'ok', photos: 'failed' } });
    } finally {
      await t.close();
    }
  });
});
