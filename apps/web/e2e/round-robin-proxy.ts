import { once } from 'node:events';
import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A load balancer in miniature for the journeys that run several instances: each TCP connection
 * goes to the next backend in turn, and to the one after it when that one refuses (stopped, or
 * no longer listening because it is shutting down). No stickiness: a tab's WebSocket and its HTTP
 * requests may reach different instances, as behind any balancer without session affinity.
 */
export class RoundRobinProxy {
  private next = 0;
  private readonly open = new Set<Socket>();

  private constructor(
    private readonly server: Server,
    readonly port: number,
    private readonly backends: number[],
  ) {}

  /** Listens on `port` (a free one when 0) of loopback. */
  static async start(backends: number[], port = 0): Promise<RoundRobinProxy> {
    const server = createServer();
    server.listen(port, '127.0.0.1');
    await once(server, 'listening');
    const address = server.address();
    if (typeof address !== 'object' || address === null) throw new Error('the proxy has no port');
    const proxy = new RoundRobinProxy(server, address.port, backends);
    server.on('connection', (client) => proxy.serve(client));
    return proxy;
  }

  get origin(): string {
    return `http://localhost:${this.port}`;
  }

  private serve(client: Socket): void {
    this.track(client);
    client.pause();
    const first = this.next;
    this.next = (this.next + 1) % this.backends.length;
    this.connectTo(client, first, this.backends.length);
  }

  /** Tries the backends from `index` on, `left` of them, and joins the client to the first that answers. */
  private connectTo(client: Socket, index: number, left: number): void {
    if (left === 0 || client.destroyed) {
      client.destroy();
      return;
    }
    const backend = connect(this.backends[index] ?? 0, '127.0.0.1');
    let joined = false;
    backend.once('error', () => {
      if (!joined) this.connectTo(client, (index + 1) % this.backends.length, left - 1);
    });
    backend.once('connect', () => {
      joined = true;
      this.track(backend);
      backend.on('error', () => client.destroy());
      client.on('error', () => backend.destroy());
      backend.on('close', () => client.destroy());
      client.on('close', () => backend.destroy());
      client.pipe(backend);
      backend.pipe(client);
      client.resume();
    });
  }

  private track(socket: Socket): void {
    this.open.add(socket);
    socket.once('close', () => this.open.delete(socket));
  }

  async close(): Promise<void> {
    for (const socket of this.open) socket.destroy();
    this.server.close();
    await once(this.server, 'close');
  }
}
