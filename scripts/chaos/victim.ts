// The member who is not flooding: pings over `/ws` and reads history pages over HTTP, and
// records how long each took.
import WebSocket from 'ws';
import { FLOOD_ORIGIN } from './protocol';

/** A ping every 20 ms: 50 a second, a tight watch on the socket's answer time. */
const PING_EVERY_MS = 20;
/** A history page every 50 ms while the last one is answered: a member scrolling fast. */
const PAGE_EVERY_MS = 50;
/** Newest page, then this many older ones, then again from the newest. */
const PAGES_BACK = 2;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Latencies in ms since the last `take`. */
abstract class Probe {
  protected samples: number[] = [];

  take(): number[] {
    const taken = this.samples;
    this.samples = [];
    return taken;
  }
}

/** `ping {timestamp}` → `pong {timestamp}` on the member's `/ws` socket, joined to the room. */
export class PingProbe extends Probe {
  private readonly sentAt = new Map<number, number>();
  private next = 0;
  private timer: NodeJS.Timeout | undefined;

  private constructor(private readonly socket: WebSocket) {
    super();
    socket.on('message', (data: Buffer) => {
      // Pongs are short; the room's messages (the flood among them) are not parsed at all.
      if (data.length > 64 || !data.toString().startsWith('{"type":"pong"')) return;
      const { timestamp } = JSON.parse(data.toString()) as { timestamp: number };
      const at = this.sentAt.get(timestamp);
      if (at === undefined) return;
      this.sentAt.delete(timestamp);
      this.samples.push(performance.now() - at);
    });
  }

  static async open(port: number, cookie: string, roomId: string): Promise<PingProbe> {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/ws`, {
      headers: { origin: FLOOD_ORIGIN, cookie },
      perMessageDeflate: false,
    });
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const joined = new Promise<void>((resolve) => {
      const onMessage = (data: Buffer) => {
        if (!data.toString().includes('"room_online_users"')) return;
        socket.off('message', onMessage);
        resolve();
      };
      socket.on('message', onMessage);
    });
    socket.send(JSON.stringify({ type: 'join', roomId }));
    await joined;
    return new PingProbe(socket);
  }

  start(): void {
    this.timer = setInterval(() => {
      this.next += 1;
      this.sentAt.set(this.next, performance.now());
      this.socket.send(JSON.stringify({ type: 'ping', timestamp: this.next }));
    }, PING_EVERY_MS);
  }

  /** A ping still unanswered counts with its age so far: a lower bound, never left out. */
  override take(): number[] {
    const now = performance.now();
    const pending = [...this.sentAt.values()].map((at) => now - at);
    this.sentAt.clear();
    return [...super.take(), ...pending];
  }

  stop(): void {
    clearInterval(this.timer);
    this.socket.terminate();
  }
}

/** History pages of the room over HTTP, newest first and a few further back, again and again. */
export class HistoryReader extends Probe {
  private running = false;
  private loop: Promise<void> = Promise.resolve();

  constructor(
    private readonly port: number,
    private readonly cookie: string,
    private readonly roomId: string,
  ) {
    super();
  }

  start(): void {
    this.running = true;
    this.loop = this.read();
  }

  async stop(): Promise<void> {
    this.running = false;
    await this.loop;
  }

  private async read(): Promise<void> {
    let cursor: string | null = null;
    let back = 0;
    while (this.running) {
      const started = performance.now();
      const query: string = cursor ? `?after=${encodeURIComponent(cursor)}` : '';
      const res = await fetch(`http://127.0.0.1:${this.port}/api/rooms/${this.roomId}/messages${query}`, {
        headers: { origin: FLOOD_ORIGIN, cookie: this.cookie },
      });
      const page = (await res.json()) as { nextCursor?: string | null; hasMore?: boolean };
      if (res.status !== 200) throw new Error(`history page: ${res.status} ${JSON.stringify(page)}`);
      const took = performance.now() - started;
      this.samples.push(took);
      back += 1;
      cursor = back <= PAGES_BACK && page.hasMore && page.nextCursor ? page.nextCursor : null;
      if (cursor === null) back = 0;
      await sleep(Math.max(0, PAGE_EVERY_MS - took));
    }
  }
}

/** The `q` quantile (0–1) of `values`, nearest rank. */
export function quantile(values: number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}
