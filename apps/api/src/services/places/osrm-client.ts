import { z } from 'zod';
import type { LatLon } from './haversine';

export interface RouteLeg {
  distanceKm: number;
  durationMin: number;
}

/** Driving distances from one point to many; a null entry means no route was found. */
export interface RoutingClient {
  table(source: LatLon, destinations: readonly LatLon[]): Promise<(RouteLeg | null)[]>;
}

export interface OsrmOptions {
  /** A member list must not wait on a slow router: past this, straight-line it is. */
  timeoutMs?: number;
  /** After a failure, skip the router for this long instead of waiting on it per request. */
  retryAfterMs?: number;
  now?: () => number;
}

// OSRM's default --max-table-size is 100 locations per request, the source included.
const MAX_DESTINATIONS = 99;

const ZTableResponse = z.object({
  code: z.string(),
  distances: z.array(z.array(z.number().nullable())).optional(),
  durations: z.array(z.array(z.number().nullable())).optional(),
});

export class RoutingUnavailableError extends Error {}

/** A client for OSRM's `table` service (http://project-osrm.org/docs/v5.24.0/api/#table-service). */
export function createOsrmClient(baseUrl: string, options: OsrmOptions = {}): RoutingClient {
  const timeoutMs = options.timeoutMs ?? 1500;
  const retryAfterMs = options.retryAfterMs ?? 30_000;
  const now = options.now ?? Date.now;
  const root = baseUrl.replace(/\/+$/, '');
  let downUntil = 0;

  async function request(source: LatLon, destinations: readonly LatLon[]): Promise<(RouteLeg | null)[]> {
    const points = [source, ...destinations]
      .map((p) => `${p.longitude.toFixed(5)},${p.latitude.toFixed(5)}`)
      .join(';');
    const targets = destinations.map((_, i) => i + 1).join(';');
    const url = `${root}/table/v1/driving/${points}?sources=0&destinations=${targets}&annotations=distance,duration`;
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new RoutingUnavailableError(`OSRM answered ${response.status}`);
    const body = ZTableResponse.parse(await response.json());
    if (body.code !== 'Ok') throw new RoutingUnavailableError(`OSRM answered ${body.code}`);
    const distances = body.distances?.[0] ?? [];
    const durations = body.durations?.[0] ?? [];
    return destinations.map((_, i) => {
      const metres = distances[i];
      const seconds = durations[i];
      if (metres == null || seconds == null) return null;
      return { distanceKm: metres / 1000, durationMin: seconds / 60 };
    });
  }

  return {
    async table(source, destinations) {
      if (destinations.length === 0) return [];
      if (now() < downUntil) throw new RoutingUnavailableError('OSRM recently unreachable');
      try {
        const chunks: (readonly LatLon[])[] = [];
        for (let i = 0; i < destinations.length; i += MAX_DESTINATIONS) {
          chunks.push(destinations.slice(i, i + MAX_DESTINATIONS));
        }
        const answers = await Promise.all(chunks.map((chunk) => request(source, chunk)));
        return answers.flat();
      } catch (error) {
        downUntil = now() + retryAfterMs;
        throw error instanceof RoutingUnavailableError ? error : new RoutingUnavailableError(String(error));
      }
    },
  };
}
