import type { MemorySample } from '../fanout/child';
import { sleep } from '../fanout/measure';
import { type AppInstance, startApp } from './app-instance';
import type { ClientPool } from './client-pool';
import type { SocketPlan } from './client-protocol';
import { type HotRoomLatency, hotRoomLatency } from './hot-room-latency';
import {
  firstSocketOfIdleRoom,
  type Layout,
  layoutOf,
  memberOf,
  SOCKETS_PER_MEMBER,
  socketPlan,
} from './layout';
import { cpuSecondsOf, loadAverages, openFilesOf } from './proc-stats';
import type { ServerState } from './server-state';
import { createRooms, registerMembers } from './setup';

/** Connections each client process opens at once: a crowd arriving, not one by one. */
const CONNECTS_IN_FLIGHT = 50;
/** SOCKETS_HEAP_SNAPSHOTS=dir: heap snapshots before the sockets open and with all of them open. */
function snapshotFile(label: string): string | undefined {
  const dir = process.env.SOCKETS_HEAP_SNAPSHOTS;
  return dir ? `${dir}/${label}.heapsnapshot` : undefined;
}

/** Connections of each transport that come and go before the "before" sample (one-time costs). */
export const WARM_UP_SOCKETS = 20;
/**
 * Descriptors the server needs besides the bench's sockets: its own (stdio, IPC, epoll, the
 * listening socket, the database's), the sender's socket, and the bench's HTTP requests.
 */
const SERVER_FILE_RESERVE = 64;

export interface IdleResult {
  requested: number;
  layout: Layout;
  /** The server's file limit, when it kept the bench from opening all it was asked to. */
  clampedBy: number | undefined;
  database: string;
  setupSeconds: number;
  opened: { ws: number; trpc: number };
  failed: number;
  failures: string[];
  acceptSeconds: number;
  serverCpuSeconds: number;
  clientCpuSeconds: number;
  before: MemorySample;
  after: MemorySample;
  openFiles: number;
  beforeState: ServerState;
  openState: ServerState;
  latency: HotRoomLatency;
  closedState: ServerState;
  /** From telling the clients to close every socket until the server held none. */
  closeSeconds: number;
  /** The server's event loop's longest hold from the close until 2 s after the last was gone. */
  closeHeldMs: number;
  load: { start: string; connected: string; end: string };
}

/**
 * Part 1: `requested` idle sockets on one server, then a latency run into the hot room among
 * them. Registers the members and makes the rooms first; everything closes at the end.
 */
export async function runIdle(clients: ClientPool, requested: number): Promise<IdleResult> {
  const startLoad = loadAverages();
  const app = await startApp(requested + SERVER_FILE_RESERVE);
  try {
    return await measure(app, clients, requested, startLoad);
  } finally {
    await app.stop();
  }
}

async function measure(
  app: AppInstance,
  clients: ClientPool,
  requested: number,
  startLoad: string,
): Promise<IdleResult> {
  const port = app.server.port;
  const fits = app.fileLimit - openFilesOf(app.pid) - SERVER_FILE_RESERVE;
  const clampedBy = fits < requested ? app.fileLimit : undefined;
  const layout = layoutOf(Math.min(requested, fits));
  if (clampedBy) {
    console.log(
      `The server may hold ${app.fileLimit} files (see file-limit.ts): opening ${layout.sockets} sockets, not ${requested}.`,
    );
  }

  const setupStarted = performance.now();
  const { plans, hotRoomId, senderCookie } = await prepare(port, layout);
  const setupSeconds = (performance.now() - setupStarted) / 1000;
  const shareOf = (client: number) => plans.filter((_, i) => i % clients.size === client);

  // A first few sockets of each transport pay for what the process sets up once (code
  // compiled, caches filled); they are not what one more idle socket costs.
  const warmUp: SocketPlan[] = plans.slice(0, 2 * WARM_UP_SOCKETS).map((plan) => ({ ...plan, hot: false }));
  await clients.all((c) => ({
    type: 'connect',
    port,
    sockets: c === 0 ? warmUp : [],
    inFlight: CONNECTS_IN_FLIGHT,
  }));
  await clients.all(() => ({ type: 'close-all' }));
  await sleep(1000);

  const before = await app.server.memory();
  const beforeState = await app.state([hotRoomId], snapshotFile('idle-before'));
  const [serverCpu0, clientCpu0] = [cpuSecondsOf(app.pid), await clients.cpuSeconds()];
  console.log(
    `Connecting ${layout.sockets} sockets (${SOCKETS_PER_MEMBER} per member) from ${clients.size} client processes…`,
  );
  const connectStarted = performance.now();
  const connected = await clients.all((c) => ({
    type: 'connect',
    port,
    sockets: shareOf(c),
    inFlight: CONNECTS_IN_FLIGHT,
  }));
  const acceptSeconds = (performance.now() - connectStarted) / 1000;
  const [serverCpu1, clientCpu1] = [cpuSecondsOf(app.pid), await clients.cpuSeconds()];
  const connectedLoad = loadAverages();
  await sleep(2000);
  const after = await app.server.memory();
  const openFiles = openFilesOf(app.pid);
  const openState = await app.state([hotRoomId], snapshotFile('idle-open'));

  console.log('Latency run into the hot room…');
  const latency = await hotRoomLatency(clients, port, hotRoomId, senderCookie);

  // Every socket closing at once, as when a proxy in front of the app restarts.
  await app.loop();
  const closeStarted = performance.now();
  await clients.all(() => ({ type: 'close-all' }));
  while ((await app.loop()).connections > 0) await sleep(50);
  const closeSeconds = (performance.now() - closeStarted) / 1000;
  await sleep(2000);
  const closing = await app.loop();
  const closedState = await app.state([hotRoomId]);

  return {
    requested,
    layout,
    clampedBy,
    database: app.database,
    setupSeconds,
    opened: {
      ws: connected.reduce((sum, c) => sum + c.opened.ws, 0),
      trpc: connected.reduce((sum, c) => sum + c.opened.trpc, 0),
    },
    failed: connected.reduce((sum, c) => sum + c.failed, 0),
    failures: connected.flatMap((c) => c.failures).slice(0, 5),
    acceptSeconds,
    serverCpuSeconds: serverCpu1 - serverCpu0,
    clientCpuSeconds: clientCpu1 - clientCpu0,
    before,
    after,
    openFiles,
    beforeState,
    openState,
    latency,
    closedState,
    closeSeconds,
    closeHeldMs: closing.heldMs,
    load: { start: startLoad, connected: connectedLoad, end: loadAverages() },
  };
}

/**
 * Members (one more to send in the latency run) and rooms (the hot one made by the sender, each
 * idle one by a member of its own), and which socket goes where (layout.ts).
 */
async function prepare(port: number, layout: Layout) {
  console.log(`Registering ${layout.members + 1} members and making ${layout.idleRooms + 1} rooms…`);
  const cookies = await registerMembers(port, layout.members + 1);
  const senderCookie = cookies.pop() ?? '';
  const [hotRoomId = ''] = await createRooms(port, [senderCookie], 'Hot room');
  const idleCreators = Array.from(
    { length: layout.idleRooms },
    (_, r) => cookies[memberOf(firstSocketOfIdleRoom(layout, r))] ?? '',
  );
  const idleRoomIds = await createRooms(port, idleCreators, 'Idle room');
  const plans = Array.from({ length: layout.sockets }, (_, i) =>
    socketPlan(layout, i, cookies, hotRoomId, idleRoomIds),
  );
  return { plans, hotRoomId, senderCookie };
}
