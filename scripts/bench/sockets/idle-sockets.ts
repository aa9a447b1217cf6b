import type WebSocket from 'ws';
import { closeAll, connectReceiver, Receipts, type Receiver } from '../fanout/clients';
import { sleep } from '../fanout/measure';
import { Failures, inParallel, withTimeout } from './bounded';
import type { AppTransport, Connected, LatencyReport, SocketPlan } from './client-protocol';
import { sharedClockMs } from './shared-clock';

/** A socket may wait this long for its upgrade and subscription while thousands queue up. */
const CONNECT_TIMEOUT_MS = 60_000;

interface HotReceiver {
  receiver: Receiver;
  /** Bench messages it had when the latency run began. */
  before: number;
}

/** One client process's share of the idle sockets: opened, kept, measured, closed. */
export class IdleSockets {
  private readonly sockets: WebSocket[] = [];
  private readonly hot: HotReceiver[] = [];
  // The sender is another process: send times are read from the clock all processes share.
  private readonly receipts: Record<AppTransport, Receipts> = {
    ws: new Receipts(sharedClockMs),
    trpc: new Receipts(sharedClockMs),
  };

  async connect(port: number, plans: SocketPlan[], inFlight: number): Promise<Connected> {
    const opened = { ws: 0, trpc: 0 };
    const failures = new Failures();
    await inParallel(0, plans.length, inFlight, async (i) => {
      const plan = plans[i];
      if (!plan) return;
      const target = { port, roomId: plan.roomId, cookies: [plan.cookie], localAddress: plan.localAddress };
      try {
        const receiver = await withTimeout(
          connectReceiver(plan.transport, target, 0, this.receipts[plan.transport]),
          CONNECT_TIMEOUT_MS,
          `${plan.transport} socket from ${plan.localAddress}`,
        );
        this.sockets.push(receiver.socket);
        if (plan.hot) this.hot.push({ receiver, before: 0 });
        opened[plan.transport] += 1;
      } catch (error) {
        failures.record(error);
      }
    });
    return { opened, failures: failures.first, failed: failures.count };
  }

  startLatency(): void {
    for (const receipts of Object.values(this.receipts)) receipts.latencies = [];
    for (const entry of this.hot) entry.before = entry.receiver.received;
  }

  /** Waits until every hot socket has `expected` messages (or `waitMs` passed), then reports. */
  async stopLatency(expected: number, waitMs: number): Promise<LatencyReport> {
    const gotOf = (entry: HotReceiver) => entry.receiver.received - entry.before;
    const deadline = Date.now() + waitMs;
    while (Date.now() < deadline && this.hot.some((entry) => gotOf(entry) < expected)) await sleep(50);
    const got = this.hot.map(gotOf);
    const samples = { ws: this.receipts.ws.latencies ?? [], trpc: this.receipts.trpc.latencies ?? [] };
    for (const receipts of Object.values(this.receipts)) receipts.latencies = null;
    return {
      samples,
      hotSockets: this.hot.length,
      complete: got.filter((n) => n === expected).length,
      fewest: got.length ? Math.min(...got) : 0,
      most: got.length ? Math.max(...got) : 0,
    };
  }

  async closeAll(): Promise<number> {
    const sockets = this.sockets.splice(0);
    this.hot.length = 0;
    await closeAll(sockets);
    return sockets.length;
  }
}
