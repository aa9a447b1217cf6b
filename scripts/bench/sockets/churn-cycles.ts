import WebSocket from 'ws';
import { closeAll, joined, open, subscribeFrame } from '../fanout/clients';
import { Failures, inParallel, withTimeout } from './bounded';
import { type AppTransport, type Churned, type ChurnPlan, ENDINGS, type Ending } from './client-protocol';

/** Each step of a cycle may take this long before the cycle counts as failed (its socket is dropped). */
const CYCLE_TIMEOUT_MS = 30_000;

/** The frame that ends a subscription without closing the socket. */
function unsubscribeFrame(transport: AppTransport): string {
  // tRPC's client stops a subscription by its id (subscribeFrame's is 1); `/ws` leaves the room.
  return transport === 'trpc'
    ? JSON.stringify({ id: 1, method: 'subscription.stop' })
    : JSON.stringify({ type: 'leave' });
}

function closed(socket: WebSocket): Promise<void> {
  if (socket.readyState === WebSocket.CLOSED) return Promise.resolve();
  return new Promise((resolve) => socket.once('close', () => resolve()));
}

/** Cycle `i`: transports alternate, and each transport goes through every ending in turn. */
export function cycleOf(plan: ChurnPlan, i: number) {
  const pick = <T>(list: T[]) => list[i % list.length] as T;
  return {
    transport: (i % 2 === 0 ? 'trpc' : 'ws') as AppTransport,
    ending: ENDINGS[Math.floor(i / 2) % ENDINGS.length] as Ending,
    cookie: pick(plan.cookies),
    roomId: pick(plan.roomIds),
    localAddress: pick(plan.localAddresses),
  };
}

async function runCycle(plan: ChurnPlan, i: number): Promise<Ending> {
  const { transport, ending, cookie, roomId, localAddress } = cycleOf(plan, i);
  const what = `churn cycle ${i} (${transport}, ${ending})`;
  const url = `ws://127.0.0.1:${plan.port}/${transport}`;
  const socket = await withTimeout(open(url, { cookie }, localAddress), CYCLE_TIMEOUT_MS, what);
  try {
    const started = joined(socket);
    socket.send(subscribeFrame(transport, roomId));
    if (ending !== 'close-at-once') await withTimeout(started, CYCLE_TIMEOUT_MS, what);
    if (ending === 'unsubscribe-and-close') socket.send(unsubscribeFrame(transport));
    if (ending === 'terminate') socket.terminate();
    await withTimeout(ending === 'terminate' ? closed(socket) : closeAll([socket]), CYCLE_TIMEOUT_MS, what);
  } catch (error) {
    socket.terminate();
    throw error;
  }
  return ending;
}

/** Connect–subscribe–disconnect, `plan.inFlight` cycles at a time. */
export async function churn(plan: ChurnPlan): Promise<Churned> {
  const byEnding = Object.fromEntries(ENDINGS.map((e) => [e, 0])) as Record<Ending, number>;
  const failures = new Failures();
  await inParallel(plan.from, plan.to, plan.inFlight, async (i) => {
    try {
      byEnding[await runCycle(plan, i)] += 1;
    } catch (error) {
      failures.record(error);
    }
  });
  const cycles = Object.values(byEnding).reduce((a, b) => a + b, 0);
  return { cycles, byEnding, failures: failures.first, failed: failures.count };
}
