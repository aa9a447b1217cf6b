import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LinkNetwork, ResolvedAddress } from '../src/services/link-previews/link-network';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * A local web server for link preview tests, on 127.0.0.1 and a free port, counting the
 * requests for each path. Paths without a handler answer 404 (and are counted too).
 */
export class TestWebServer {
  readonly requests = new Map<string, number>();
  readonly hosts: string[] = [];
  private readonly handlers = new Map<string, Handler>();
  private readonly server: Server;
  private readonly open = new Set<ServerResponse>();

  constructor() {
    this.server = createServer((request, response) => {
      const path = request.url ?? '/';
      this.requests.set(path, this.count(path) + 1);
      this.hosts.push(request.headers.host ?? '');
      this.open.add(response);
      response.on('close', () => this.open.delete(response));
      response.on('error', () => {});
      const handler = this.handlers.get(path);
      if (handler) handler(request, response);
      else response.writeHead(404).end();
    });
  }

  async start(): Promise<this> {
    this.server.listen(0, '127.0.0.1');
    await once(this.server, 'listening');
    return this;
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  on(path: string, handler: Handler): this {
    this.handlers.set(path, handler);
    return this;
  }

  /** A page with the given content type and body. */
  page(path: string, body: string | Buffer, contentType = 'text/html; charset=utf-8'): this {
    return this.on(path, (_request, response) => {
      response.writeHead(200, { 'content-type': contentType, 'content-length': Buffer.byteLength(body) });
      response.end(body);
    });
  }

  redirect(path: string, location: string, status = 302): this {
    return this.on(path, (_request, response) => {
      response.writeHead(status, { location }).end();
    });
  }

  count(path: string): number {
    return this.requests.get(path) ?? 0;
  }

  get total(): number {
    let sum = 0;
    for (const value of this.requests.values()) sum += value;
    return sum;
  }

  async close(): Promise<void> {
    for (const response of this.open) response.destroy();
    this.server.closeAllConnections();
    this.server.close();
    await once(this.server, 'close');
  }
}

/**
 * A network where `names` resolve as given and every connection, to whatever vetted address,
 * lands on the test server: so a check that let a private address through would show up as a
 * request the server counted. `dialled` records the addresses the fetch connected to.
 */
export function testNetwork(
  server: TestWebServer,
  names: Record<string, string[]>,
): LinkNetwork & { dialled: string[]; lookups: string[] } {
  const dialled: string[] = [];
  const lookups: string[] = [];
  return {
    dialled,
    lookups,
    async resolve(hostname: string): Promise<ResolvedAddress[]> {
      lookups.push(hostname);
      const addresses = names[hostname];
      if (!addresses)
        throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
      return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    },
    dial(vetted) {
      dialled.push(vetted.address);
      return { address: '127.0.0.1', port: server.port };
    },
  };
}

/** Addresses that look public (documentation-free, ordinary unicast) for the test names. */
export const PUBLIC_LOOKING = { v4: '93.184.216.34', v6: '2606:2800:220:1:248:1893:25c8:1946' };
