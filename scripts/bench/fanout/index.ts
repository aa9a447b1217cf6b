// `pnpm bench:fanout`: live fan-out of the app (tRPC subscriptions and `/ws`) against a bare
// `ws` broadcast server and a Socket.IO server broadcasting to a room, on loopback, for rooms of
// 100 and 1000 connected clients, each client a member of its own. Prints delivered messages per
// second at saturation with the servers' write calls per delivery and the CPU of servers and
// clients, latency at a moderate rate, memory per idle connection, and whether every receiver
// got every message; each with its ratio to the bare `ws` baseline (and the app's to Socket.IO).
// On Postgres it also times a committed one-row insert at the latency run's pace. With
// BENCH_DATABASE_URL and BENCH_REDIS_URL it also runs the app as two nodes sharing that Postgres
// and Redis, clients and senders spread over both, and checks presence and typing across them;
// with BENCH_REDIS_CLUSTER=1 the same again on a Redis Cluster it starts on loopback (three
// masters, three replicas; needs redis-server 7). Numbers, not a pass/fail test.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startLocalRedisCluster } from '@nahbar/api/testing/redis-cluster';
import { ServerProcess } from './child';
import type { Transport } from './clients';
import { commitFloor } from './commit-floor';
import { type CrossNodeCheck, checkAcrossNodes } from './cross-node';
import { benchDatabase } from './database';
import type { Latency } from './measure';
import { createPublicRoom, joinRoom, registerMany } from './members';
import { printQuietRoom, printTable, type Row } from './report';
import { type BenchRoom, type ScenarioSettings, scenario } from './scenario';

const here = fileURLToPath(new URL('.', import.meta.url));
const SIZES = (process.env.BENCH_SIZES ?? '100,1000').split(',').map(Number);
const TRANSPORTS = (process.env.BENCH_TRANSPORTS ?? 'ws,trpc').split(',') as ('ws' | 'trpc')[];
/** The servers the app is compared with: `ws` (bare `ws`, every ratio's base) and `socketio`. */
const BASELINES = (process.env.BENCH_BASELINES ?? 'ws,socketio').split(',');
const REDIS_URL = process.env.BENCH_REDIS_URL;
const REDIS_CLUSTER = process.env.BENCH_REDIS_CLUSTER === '1';
/** Members sending at once in the saturation run (and, in turn, in the latency run). */
const SENDERS = Number(process.env.BENCH_SENDERS ?? 4);

/**
 * A moderate rate per room size: 50 messages/s in a room of 100 (5,000 deliveries/s), 10/s
 * in a room of 1000 (10,000/s); below what either server sustains.
 */
const settingsFor = (size: number): ScenarioSettings => ({
  saturationMs: 4000,
  latencyMs: 4000,
  latencyRate: size <= 100 ? 50 : 10,
  warmUpClients: 20,
});

const BASELINE_SERVERS = [
  { name: 'ws', transport: 'baseline', entry: 'baseline-server.ts' },
  { name: 'socketio', transport: 'socketio', entry: 'socketio-server.ts' },
] as const;

async function baselineRows(): Promise<Row[]> {
  const rows: Row[] = [];
  for (const { name, transport, entry } of BASELINE_SERVERS) {
    if (!BASELINES.includes(name)) continue;
    const server = await ServerProcess.start(join(here, entry));
    try {
      const room: BenchRoom = { roomId: '', receiverCookies: [''], senderCookies: Array(SENDERS).fill('') };
      for (const size of SIZES) rows.push(await scenario([server], transport, room, size, settingsFor(size)));
    } finally {
      await server.stop();
    }
  }
  return rows;
}

/** Every receiver and sender a member of their own, the senders members of the room. */
async function benchRoom(port: number) {
  const members = await registerMany(port, 0, Math.max(...SIZES) + SENDERS + 2);
  const senders = members.slice(0, SENDERS);
  const [watcher, mover] = members.slice(SENDERS, SENDERS + 2);
  if (!watcher || !mover) throw new Error('too few members');
  const roomId = await createPublicRoom(port, senders[0]?.cookie ?? '', `Fan-out ${Date.now()}`);
  for (const sender of senders.slice(1)) await joinRoom(port, sender.cookie, roomId);
  const room: BenchRoom = {
    roomId,
    senderCookies: senders.map((m) => m.cookie),
    receiverCookies: members.slice(SENDERS + 2).map((m) => m.cookie),
  };
  return { room, watcher, mover };
}

const startApp = (env: Record<string, string>) => ServerProcess.start(join(here, 'app-server.ts'), env);

async function appRows(nodes: ServerProcess[], room: BenchRoom, bus?: Row['bus']): Promise<Row[]> {
  const rows: Row[] = [];
  for (const size of SIZES) {
    for (const transport of TRANSPORTS as Transport[]) {
      const row = await scenario(nodes, transport, room, size, settingsFor(size));
      rows.push(bus ? { ...row, bus } : row);
    }
  }
  return rows;
}

type Bench = Awaited<ReturnType<typeof benchRoom>>;

/** Two nodes on the same database (the members and the room of the one-node rows) and one bus. */
async function twoNodeRows(env: Record<string, string>, bench: Bench, bus: NonNullable<Row['bus']>) {
  const nodes = [await startApp(env), await startApp(env)];
  try {
    const crossNode = await checkAcrossNodes(
      [nodes[0]?.port ?? 0, nodes[1]?.port ?? 0],
      bench.room.roomId,
      bench.watcher,
      bench.mover,
    );
    return { crossNode, rows: await appRows(nodes, bench.room, bus) };
  } finally {
    await Promise.all(nodes.map((node) => node.stop()));
  }
}

async function run(): Promise<void> {
  const started = performance.now();
  const rows = await baselineRows();
  const database = await benchDatabase();
  const crossNode = new Map<string, CrossNodeCheck>();
  let floor: { rate: number; latency: Latency } | undefined;
  try {
    const single = await startApp(database.url ? { APP_DATABASE_URL: database.url } : {});
    let bench: Bench;
    try {
      bench = await benchRoom(single.port);
      rows.push(...(await appRows([single], bench.room)));
    } finally {
      await single.stop();
    }
    if (database.url) {
      const { latencyRate, latencyMs } = settingsFor(Math.min(...SIZES));
      floor = { rate: latencyRate, latency: await commitFloor(database.url, latencyRate, latencyMs) };
    }
    if (REDIS_URL && database.url) {
      const two = await twoNodeRows(
        { APP_DATABASE_URL: database.url, APP_REDIS_URL: REDIS_URL },
        bench,
        'Redis',
      );
      rows.push(...two.rows);
      crossNode.set('Redis', two.crossNode);
    }
    if (REDIS_CLUSTER && database.url) {
      const cluster = await startLocalRedisCluster();
      try {
        const env = { APP_DATABASE_URL: database.url, APP_REDIS_CLUSTER_NODES: cluster.nodesSetting };
        const two = await twoNodeRows(env, bench, 'Redis Cluster');
        rows.push(...two.rows);
        crossNode.set('Redis Cluster', two.crossNode);
      } finally {
        await cluster.stop();
      }
    }
  } finally {
    await database.drop();
  }

  const buses = [REDIS_URL && 'Redis', REDIS_CLUSTER && 'a local Redis Cluster'].filter(Boolean);
  printTable(rows, {
    seconds: (performance.now() - started) / 1000,
    database: database.url ? 'Postgres' : 'embedded PGlite',
    bus:
      database.url && buses.length > 0
        ? `one node on the in-process bus, two nodes through ${buses.join(', then ')}`
        : 'in-process bus',
  });
  if (floor) {
    console.log(
      `A committed one-row insert from Node at ${floor.rate}/s on this Postgres, the least a send adds` +
        ` to the baselines: p50 ${floor.latency.p50.toFixed(2)} ms, p99 ${floor.latency.p99.toFixed(2)} ms.`,
    );
  }
  printQuietRoom(rows, floor);
  for (const [bus, check] of crossNode) {
    console.log(
      `Two nodes on ${bus}: a join on one seen on the other after ${check.joinSeenMs.toFixed(1)} ms` +
        ` (the joiner's online list ${check.onlineListsOther ? 'named' : 'did NOT name'} the member on the other node);` +
        ` typing seen after ${check.typingSeenMs.toFixed(1)} ms.`,
    );
  }
}

await run();
