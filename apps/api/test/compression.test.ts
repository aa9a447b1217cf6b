import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_THRESHOLD_BYTES } from '../src/plugins/compression';
import { ORIGIN, signUp, startTestApp, type TestApp, uniqueName } from './harness';

// Compression does not depend on the database: the embedded one is enough.
const [kind] = testDatabaseKinds();

describe('compressed JSON answers', () => {
  let t: TestApp;
  let member: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    if (!kind) throw new Error('no test database');
    t = await startTestApp(kind);
    member = await signUp(t.app);
    // Enough public rooms with long descriptions that the room list is well over the threshold.
    for (let i = 0; i < 6; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/rooms',
        headers: { origin: ORIGIN, cookie: member.cookie },
        payload: { name: uniqueName('Zip'), description: 'Worte über Worte. '.repeat(20) },
      });
      expect(res.statusCode).toBe(201);
    }
  });
  afterAll(() => t.close());

  const rooms = (acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/rooms',
      headers: { cookie: member.cookie, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
    });

  it('sends a large answer uncompressed to a client that accepts no encoding', async () => {
    const res = await rooms();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    expect(Array.isArray(res.json())).toBe(true);
  });

  it('prefers brotli and sends the same JSON, smaller', async () => {
    const plain = await rooms();
    const res = await rooms('gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    const body = brotliDecompressSync(res.rawPayload).toString('utf8');
    expect(JSON.parse(body)).toEqual(plain.json());
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
  });

  it('falls back to gzip for a client without brotli', async () => {
    const plain = await rooms();
    const res = await rooms('gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('leaves a small answer as it is', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: member.cookie, 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ id: member.user.id });
  });

  it('compresses tRPC answers too', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/trpc/rooms.list',
      headers: { cookie: member.cookie, 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    const body = JSON.parse(brotliDecompressSync(res.rawPayload).toString('utf8'));
    expect(JSON.stringify(body)).toContain('Worte über Worte');
  });
});
