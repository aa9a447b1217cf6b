import { join } from 'node:path';
import type { MemorySample } from '../fanout/child';
import { sleep } from '../fanout/measure';
import { type AppInstance, startApp } from './app-instance';
import type { ClientPool } from './client-pool';
import { type Churned, type ChurnPlan, ENDINGS } from './client-protocol';
import { SOURCE_ADDRESSES } from './layout';
import { cpuSecondsOf, loadAverages } from './proc-stats';
import type { ServerState } from './server-state';
import { createRooms, registerMembers } from './setup';

/** Cycles running at once over all client processes. */
const IN_FLIGHT = 50;
/** 25 members, two cycles in flight each: far below the server's 50 sockets per member. */
const MEMBERS = 25;
const ROOMS = 5;
/** The soak runs in rounds, with a heap sample after each: a slow leak shows as a trend. */
const ROUNDS = 4;
/** SOCKETS_HEAP_SNAPSHOTS=dir: the server writes a heap snapshot there at every sample. */
const SNAPSHOT_DIR = process.env.SOCKETS_HEAP_SNAPSHOTS;
/** What the heap may grow by over the soak and still count as flat. */
export const HEAP_TOLERANCE = 0.1;

export interface HeapSample {
  label: string;
  /** Cycles done so far, warm-up not counted. */
  cycles: number;
  memory: MemorySample;
  state: ServerState;
  load: string;
}

export interface ChurnResult {
  database: string;
  cycles: number;
  warmUpCycles: number;
  seconds: number;
  serverCpuSeconds: number;
  clientCpuSeconds: number;
  samples: HeapSample[];
  churned: Churned;
}

/**
 * Part 2: connect–subscribe–disconnect cycles against a fresh server, transports alternating
 * and every way of ending a cycle in turn (churn-cycles.ts); the server's heap after a forced
 * collection before, between rounds and after, with what its live layer still holds.
 */
export async function runChurn(clients: ClientPool, cycles: number): Promise<ChurnResult> {
  const app = await startApp(4 * IN_FLIGHT);
  try {
    return await soak(app, clients, cycles);
  } finally {
    await app.stop();
  }
}

async function soak(app: AppInstance, clients: ClientPool, cycles: number): Promise<ChurnResult> {
  const port = app.server.port;
  const cookies = await registerMembers(port, MEMBERS);
  const roomIds = await createRooms(port, cookies.slice(0, ROOMS), 'Churn room');
  /** Client `c`'s part of the cycles `from`…`to - 1`. */
  const shareOf = (from: number, to: number) => (c: number) => {
    const share = (to - from) / clients.size;
    const churnPlan: ChurnPlan = {
      port,
      cookies,
      roomIds,
      localAddresses: SOURCE_ADDRESSES,
      from: from + Math.floor(share * c),
      to: from + Math.floor(share * (c + 1)),
      inFlight: Math.ceil(IN_FLIGHT / clients.size),
    };
    return { type: 'churn', plan: churnPlan } as const;
  };
  const samples: HeapSample[] = [];
  const sample = async (label: string, done: number) => {
    // Closing sockets finish their work (presence, online status) a moment after the client
    // hears the close; the registry and feeds should be empty by the time of the sample.
    await sleep(1000);
    samples.push({
      label,
      cycles: done,
      memory: await app.server.memory(),
      state: await app.state(
        roomIds,
        SNAPSHOT_DIR && join(SNAPSHOT_DIR, `churn-${samples.length}.heapsnapshot`),
      ),
      load: loadAverages(),
    });
  };
  const churned: Churned[] = [];

  await sample('fresh', 0);
  // One-time costs (code compiled, caches filled, pools grown) before the baseline.
  const warmUpCycles = Math.min(1000, Math.ceil(cycles / 10));
  console.log(`Churn: warm-up of ${warmUpCycles} cycles…`);
  await clients.all(shareOf(0, warmUpCycles));
  await sample('after warm-up (start)', 0);

  const [serverCpu0, clientCpu0] = [cpuSecondsOf(app.pid), await clients.cpuSeconds()];
  let done = 0;
  let measuring = 0;
  for (let round = 1; round <= ROUNDS; round++) {
    const to = Math.round((cycles * round) / ROUNDS);
    const from = done;
    const roundStarted = performance.now();
    churned.push(...(await clients.all(shareOf(warmUpCycles + from, warmUpCycles + to))));
    const roundMs = performance.now() - roundStarted;
    measuring += roundMs;
    done = to;
    console.log(`Churn: ${done} of ${cycles} cycles (${Math.round(((to - from) * 1000) / roundMs)}/s)`);
    await sample(round === ROUNDS ? 'end' : `${Math.round((100 * round) / ROUNDS)}%`, done);
  }
  const [serverCpu1, clientCpu1] = [cpuSecondsOf(app.pid), await clients.cpuSeconds()];
  return {
    database: app.database,
    cycles,
    warmUpCycles,
    seconds: measuring / 1000,
    serverCpuSeconds: serverCpu1 - serverCpu0,
    clientCpuSeconds: clientCpu1 - clientCpu0,
    samples,
    churned: sum(churned),
  };
}

/** The client processes' reports of all rounds as one. */
function sum(parts: Churned[]): Churned {
  const byEnding = Object.fromEntries(ENDINGS.map((e) => [e, 0])) as Churned['byEnding'];
  for (const part of parts) for (const e of ENDINGS) byEnding[e] += part.byEnding[e];
  return {
    cycles: parts.reduce((n, p) => n + p.cycles, 0),
    byEnding,
    failures: parts.flatMap((p) => p.failures).slice(0, 5),
    failed: parts.reduce((n, p) => n + p.failed, 0),
  };
}
