import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, signUp, startTestApp, type TestApp } from './harness';

/** Answers every pair with 1.17 × the straight line at 90 km/h, in OSRM's table format. */
function fakeOsrm(): Server {
  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://osrm');
    const points = (url.pathname.split('/').pop() ?? '').split(';').map((p) => p.split(',').map(Number));
    const [slon = 0, slat = 0] = points[0] ?? [];
    const metres = points.slice(1).map(([lon = 0, lat = 0]) => {
      const dx = (lon - slon) * 111_320 * Math.cos((slat * Math.PI) / 180);
      const dy = (lat - slat) * 110_574;
      return Math.hypot(dx, dy) * 1.17;
    });
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ code: 'Ok', distances: [metres], durations: [metres.map((m) => m / 25)] }));
  });
}

describe.each(testDatabaseKinds())('driving distances over OSRM on $name', (kind) => {
  let osrm: Server;
  let t: TestApp;
  let url: string;
  let cookie: string;
  beforeAll(async () => {
    osrm = fakeOsrm();
    await new Promise<void>((resolve) => osrm.listen(0, '127.0.0.1', resolve));
    t = await startTestApp(kind, { osrmUrl: `http://127.0.0.1:${(osrm.address() as AddressInfo).port}` });
    const me = await signUp(t.app, { location: 'Berlin' });
    const other = await signUp(t.app, { location: 'München' });
    cookie = me.cookie;
    url = `/api/users/with-distance?userIds=${other.user.id}`;
  });
  afterAll(async () => {
    if (osrm.listening) await new Promise<void>((resolve) => osrm.close(() => resolve()));
    await t.close();
  });

  const distances = async () => {
    const res = await t.app.inject({ method: 'GET', url, headers: { origin: ORIGIN, cookie } });
    return res.json() as { distance: number; duration: number | null; distanceMode: string }[];
  };

  it('reports driving distance and time when OSRM_URL is set', async () => {
    const [row] = await distances();
    expect(row?.distanceMode).toBe('driving');
    expect(row?.distance).toBeGreaterThan(580);
    expect(row?.duration).toBe(Math.round((row?.distance ?? 0) / 1.5));
  });

  it('falls back to straight-line once the router is down', async () => {
    osrm.closeAllConnections();
    await new Promise<void>((resolve) => osrm.close(() => resolve()));
    expect(await distances()).toEqual([
      expect.objectContaining({ distance: 504, duration: null, distanceMode: 'straight_line' }),
    ]);
  });
});
