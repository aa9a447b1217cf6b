import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Metrics } from './metrics';

export interface MetricsListener {
  /** The port it listens on (the one asked for, or the one given for port 0). */
  port: number;
  address: string;
  close(): Promise<void>;
}

/**
 * `GET /metrics` on a listener of its own (METRICS_PORT on METRICS_HOST, loopback by default),
 * with no token: whoever can reach that interface may read them, so it stays off the public
 * network. Anything else answers 404. A plain node server rather than a second Fastify app:
 * one path, no sessions, no hooks.
 */
export async function listenForMetrics(
  metrics: Metrics,
  at: { host: string; port: number },
  onError: (error: unknown) => void = () => {},
): Promise<MetricsListener> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    metrics.text().then(
      (text) => {
        response.writeHead(200, { 'content-type': metrics.contentType, 'cache-control': 'no-store' });
        response.end(request.method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => {
        onError(error);
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Metrics failed\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(at.port, at.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const bound = server.address() as AddressInfo;
  return {
    port: bound.port,
    address: bound.address,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
