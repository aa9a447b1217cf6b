import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { LatLon } from './haversine';
import { measureDistances } from './measure-distances';
import { createOsrmClient, RoutingUnavailableError } from './osrm-client';

const BERLIN: LatLon = { latitude: 52.5244, longitude: 13.4105 };
const MUENCHEN: LatLon = { latitude: 48.1374, longitude: 11.5755 };
const POTSDAM: LatLon = { latitude: 52.3989, longitude: 13.0657 };

interface FakeOsrm {
  url: string;
  requests: URL[];
  server: Server;
}

/**
 * A stand-in for an OSRM server's table service: answers for each destination with
 * 1.2 × the degree difference in km as metres and 50 km/h as seconds, or no route (null)
 * for points south of 50°.
 */
async function startFakeOsrm(answer?: (req: IncomingMessage) => unknown): Promise<FakeOsrm> {
  const requests: URL[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://osrm');
    requests.push(url);
    const match = /^\/table\/v1\/driving\/(.+)$/.exec(url.pathname);
    if (!match?.[1]) {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 'InvalidUrl' }));
      return;
    }
    const points = match[1].split(';').map((p) => p.split(',').map(Number));
    const destinations = (url.searchParams.get('destinations') ?? '').split(';').map(Number);
    const [sourceLon = 0, sourceLat = 0] = points[0] ?? [];
    const metres = destinations.map((d) => {
      const [lon = 0, lat = 0] = points[d] ?? [];
      if (lat < 50) return null;
      return Math.round((Math.abs(lat - sourceLat) + Math.abs(lon - sourceLon)) * 1.2 * 111_000);
    });
    const body = answer?.(req) ?? {
      code: 'Ok',
      distances: [metres],
      durations: [metres.map((m) => (m === null ? null : m / (50_000 / 3600)))],
      sources: [{ location: [sourceLon, sourceLat] }],
      destinations: destinations.map((d) => ({ location: points[d] })),
    };
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, requests, server };
}

const closeServer = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

let fake: FakeOsrm | undefined;
afterEach(async () => {
  if (fake?.server.listening) await closeServer(fake.server);
  fake = undefined;
});

describe('OSRM table client', () => {
  it('asks the table service for one row of distances and durations', async () => {
    fake = await startFakeOsrm();
    const client = createOsrmClient(`${fake.url}/`);
    const legs = await client.table(BERLIN, [POTSDAM, MUENCHEN]);

    const [request] = fake.requests;
    expect(request?.pathname).toBe('/table/v1/driving/13.41050,52.52440;13.06570,52.39890;11.57550,48.13740');
    expect(request?.searchParams.get('sources')).toBe('0');
    expect(request?.searchParams.get('destinations')).toBe('1;2');
    expect(request?.searchParams.get('annotations')).toBe('distance,duration');
    expect(legs[0]?.distanceKm).toBeCloseTo(0.4703 * 1.2 * 111, 0);
    expect(legs[0]?.durationMin).toBeCloseTo(((0.4703 * 1.2 * 111) / 50) * 60, 0);
    expect(legs[1]).toBeNull();
  });

  it('splits long lists to stay within the default table size', async () => {
    fake = await startFakeOsrm();
    const many = Array.from({ length: 150 }, (_, i) => ({ latitude: 51 + i / 1000, longitude: 10 }));
    const legs = await createOsrmClient(fake.url).table(BERLIN, many);
    expect(fake.requests).toHaveLength(2);
    expect(legs).toHaveLength(150);
    expect(legs.every((leg) => leg !== null)).toBe(true);
  });

  it('fails on an error answer and on an unreachable server, then rests', async () => {
    fake = await startFakeOsrm(() => ({ code: 'TooBig', message: 'Too many table coordinates' }));
    await expect(createOsrmClient(fake.url).table(BERLIN, [POTSDAM])).rejects.toBeInstanceOf(
      RoutingUnavailableError,
    );
    await closeServer(fake.server);

    let clock = 1000;
    const client = createOsrmClient(fake.url, { retryAfterMs: 30_000, now: () => clock });
    await expect(client.table(BERLIN, [POTSDAM])).rejects.toBeInstanceOf(RoutingUnavailableError);
    const asked = fake.requests.length;
    clock += 10_000;
    await expect(client.table(BERLIN, [POTSDAM])).rejects.toThrow('recently unreachable');
    expect(fake.requests.length).toBe(asked);
  });

  it('gives up on a slow server after its timeout', async () => {
    const server = createServer(() => {
      // never answers
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const started = Date.now();
    const client = createOsrmClient(`http://127.0.0.1:${port}`, { timeoutMs: 200 });
    await expect(client.table(BERLIN, [POTSDAM])).rejects.toBeInstanceOf(RoutingUnavailableError);
    expect(Date.now() - started).toBeLessThan(2000);
    server.closeAllConnections();
    await closeServer(server);
  });
});

describe('measureDistances', () => {
  it('uses driving figures from the router, straight-line where it found no route', async () => {
    fake = await startFakeOsrm();
    // Figures are for the snapped points: Berlin 52.52/13.41 to Potsdam 52.40/13.07.
    const records = await measureDistances(createOsrmClient(fake.url), BERLIN, [POTSDAM, MUENCHEN, null]);
    expect(records[0]).toEqual({ distance: 61, duration: 74, distanceMode: 'driving' });
    expect(records[1]).toEqual({ distance: 504, duration: null, distanceMode: 'straight_line' });
    expect(records[2]).toEqual({ distance: null, duration: null, distanceMode: null });
  });

  it('falls back to straight-line when the router is down', async () => {
    fake = await startFakeOsrm();
    await closeServer(fake.server);
    const records = await measureDistances(createOsrmClient(fake.url), BERLIN, [POTSDAM, MUENCHEN]);
    expect(records).toEqual([
      { distance: 27, duration: null, distanceMode: 'straight_line' },
      { distance: 504, duration: null, distanceMode: 'straight_line' },
    ]);
  });

  it('measures straight-line without a router, and nothing without an own position', async () => {
    expect(await measureDistances(undefined, BERLIN, [MUENCHEN])).toEqual([
      { distance: 504, duration: null, distanceMode: 'straight_line' },
    ]);
    expect(await measureDistances(undefined, null, [MUENCHEN])).toEqual([
      { distance: null, duration: null, distanceMode: null },
    ]);
  });
});
