import { connectReceiver, Receipts } from '../fanout/clients';
import { sleep } from '../fanout/measure';
import type { ClientPool } from './client-pool';
import type { LatencyReport } from './client-protocol';
import { sharedClockContent } from './shared-clock';
import { type Quantiles, quantiles } from './stats';

/** 10 messages a second for 5 s: 10,000 deliveries a second into a room of 1,000. */
export const LATENCY_RATE = 10;
export const LATENCY_MESSAGES = 50;
/** How long the receivers may take to get the last message before the run counts what arrived. */
const DRAIN_MS = 20_000;

export interface HotRoomLatency {
  all: Quantiles;
  ws: Quantiles;
  trpc: Quantiles;
  /** Per client process: how many hot sockets got every message. */
  deliveries: LatencyReport[];
}

/**
 * Send-to-receive latency in the hot room while the other sockets idle: one more member sends
 * from a `/ws` socket of their own at a steady rate, and every hot socket in every client
 * process reports when each message arrived and whether it got all of them.
 */
export async function hotRoomLatency(
  clients: ClientPool,
  port: number,
  roomId: string,
  senderCookie: string,
): Promise<HotRoomLatency> {
  const sender = await connectReceiver('ws', { port, roomId, cookies: [senderCookie] }, 0, new Receipts());
  try {
    await clients.all(() => ({ type: 'latency-start' }));
    for (let n = 0; n < LATENCY_MESSAGES; n++) {
      sender.socket.send(JSON.stringify({ type: 'message', content: sharedClockContent() }));
      await sleep(1000 / LATENCY_RATE);
    }
    const deliveries = await clients.all(() => ({
      type: 'latency-stop',
      expected: LATENCY_MESSAGES,
      waitMs: DRAIN_MS,
    }));
    const ws = deliveries.flatMap((d) => d.samples.ws);
    const trpc = deliveries.flatMap((d) => d.samples.trpc);
    return { all: quantiles([...ws, ...trpc]), ws: quantiles(ws), trpc: quantiles(trpc), deliveries };
  } finally {
    sender.socket.close();
  }
}
