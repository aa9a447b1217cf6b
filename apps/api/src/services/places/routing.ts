import { createOsrmClient, type RoutingClient } from './osrm-client';

const clients = new Map<string, RoutingClient>();

/**
 * The driving-distance router for `OSRM_URL`, or none. One client per URL, so that its
 * memory of a recent failure is shared by all requests.
 */
export function routingFor(osrmUrl: string | undefined): RoutingClient | undefined {
  if (!osrmUrl) return undefined;
  let client = clients.get(osrmUrl);
  if (!client) {
    client = createOsrmClient(osrmUrl);
    clients.set(osrmUrl, client);
  }
  return client;
}
