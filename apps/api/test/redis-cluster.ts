import { type ChildProcess, execFile, spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const HOST = '127.0.0.1';
/** Redis Cluster's bus listens on each node's port plus this. */
const BUS_PORT_OFFSET = 10_000;

export interface ClusterNodeAddress {
  host: string;
  port: number;
}

export interface LocalRedisCluster {
  /** Every node, masters and replicas, as `REDIS_CLUSTER_NODES` would name them. */
  nodes: ClusterNodeAddress[];
  /** `host:port,host:port…`, the form of `REDIS_CLUSTER_NODES`. */
  nodesSetting: string;
  /** One command on one node through redis-cli, its reply as text. */
  command(port: number, ...args: string[]): Promise<string>;
  /** The ports of the nodes that are masters now, in slot order. */
  masters(): Promise<number[]>;
  /** The replica of the master on `port` (a live one). */
  replicaOf(port: number): Promise<number>;
  /** The master serving `slot` now. */
  masterOfSlot(slot: number): Promise<number>;
  /** Kills one node outright (SIGKILL): a crash, nothing flushed or said goodbye. */
  kill(port: number): Promise<void>;
  /** Waits until every live node reports `cluster_state:ok` and agrees on who serves `slot`. */
  waitUntilHealthy(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

export interface LocalRedisClusterOptions {
  masters?: number;
  replicasPerMaster?: number;
  /**
   * How long a master may be silent before the others count it failed and its replica takes
   * over: short, so a crash in a test fails over within a couple of seconds.
   */
  nodeTimeoutMs?: number;
}

/** Whether `redis-server` and `redis-cli` can be run here (a cluster needs both, Redis 7 for sharded pub/sub). */
export function redisServerVersion(): string | undefined {
  const server = spawnSync('redis-server', ['--version'], { encoding: 'utf8' });
  const cli = spawnSync('redis-cli', ['--version'], { encoding: 'utf8' });
  if (server.status !== 0 || cli.status !== 0) return undefined;
  return /v=(\d+\.\d+\.\d+)/.exec(server.stdout)?.[1];
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, HOST, () => probe.close(() => resolve(true)));
  });
}

/**
 * A run of `count` ports whose cluster bus ports are free too, from a random start, so that
 * clusters of parallel runs (tests, a bench) on one machine do not meet.
 */
async function freePorts(count: number): Promise<number[]> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const base = 20_000 + Math.floor(Math.random() * 30_000);
    const ports = Array.from({ length: count }, (_, i) => base + i);
    const free = await Promise.all(
      ports.flatMap((port) => [portIsFree(port), portIsFree(port + BUS_PORT_OFFSET)]),
    );
    if (free.every(Boolean)) return ports;
  }
  throw new Error('no free run of ports for a local Redis Cluster');
}

function untilAnswers(port: number, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return (async () => {
    for (;;) {
      if (server.exitCode !== null) throw new Error(`redis-server on ${port} exited (${server.exitCode})`);
      const answer = await run('redis-cli', ['-h', HOST, '-p', String(port), 'ping']).catch(() => undefined);
      if (answer?.stdout.trim() === 'PONG') return;
      if (Date.now() > deadline) throw new Error(`redis-server on ${port} did not answer`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
}

/** Waits until every replica's link to its master is up, so that a failover can pick it. */
async function replicasInSync(cluster: LocalRedisCluster, ports: number[], timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const infos = await Promise.all(ports.map((port) => cluster.command(port, 'info', 'replication')));
    const replicas = infos.filter((info) => info.includes('role:slave'));
    if (replicas.length > 0 && replicas.every((info) => info.includes('master_link_status:up'))) return;
    if (Date.now() > deadline) throw new Error("the local Redis Cluster's replicas did not catch up");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A Redis Cluster on loopback for tests and benches: `masters` masters with
 * `replicasPerMaster` replicas each, nothing persisted, its files in a temporary directory,
 * formed by `redis-cli --cluster create`. `stop()` kills every node and removes the directory.
 */
export async function startLocalRedisCluster(
  options: LocalRedisClusterOptions = {},
): Promise<LocalRedisCluster> {
  const masters = options.masters ?? 3;
  const replicas = options.replicasPerMaster ?? 1;
  const ports = await freePorts(masters * (1 + replicas));
  const dir = await mkdtemp(join(tmpdir(), 'nahbar-redis-cluster-'));
  const servers = new Map<number, ChildProcess>();
  // A run that ends without stop() (a crash, an interrupted bench) must not leave nodes behind.
  const killAll = () => {
    for (const server of servers.values()) server.kill('SIGKILL');
  };
  process.once('exit', killAll);
  const stop = async () => {
    process.off('exit', killAll);
    await Promise.all(
      [...servers.values()].map(
        (server) =>
          new Promise<void>((resolve) => {
            if (server.exitCode !== null || server.signalCode !== null) return resolve();
            server.once('exit', () => resolve());
            server.kill('SIGKILL');
          }),
      ),
    );
    servers.clear();
    await rm(dir, { recursive: true, force: true });
  };
  const command = async (port: number, ...args: string[]) =>
    (await run('redis-cli', ['-h', HOST, '-p', String(port), ...args])).stdout.trim();

  /** `CLUSTER NODES` of a live node: each line id, address, flags, master id, …, slots. */
  const clusterNodes = async () => {
    for (const port of ports) {
      const server = servers.get(port);
      if (!server || server.exitCode !== null || server.signalCode !== null) continue;
      const text = await command(port, 'cluster', 'nodes').catch(() => undefined);
      if (!text) continue;
      return text.split('\n').map((line) => {
        const [id = '', address = '', flags = '', master = '', , , , , ...slots] = line.trim().split(' ');
        return {
          id,
          port: Number(address.split('@')[0]?.split(':')[1]),
          flags: flags.split(','),
          master,
          slots,
        };
      });
    }
    throw new Error('no node of the local Redis Cluster answers');
  };
  const live = (flags: string[]) => !flags.includes('fail') && !flags.includes('fail?');

  const cluster: LocalRedisCluster = {
    nodes: ports.map((port) => ({ host: HOST, port })),
    nodesSetting: ports.map((port) => `${HOST}:${port}`).join(','),
    command,
    async masters() {
      const nodes = (await clusterNodes()).filter((n) => n.flags.includes('master') && live(n.flags));
      const first = (slots: string[]) => Number(slots[0]?.split('-')[0] ?? Number.MAX_SAFE_INTEGER);
      return nodes.sort((a, b) => first(a.slots) - first(b.slots)).map((n) => n.port);
    },
    async replicaOf(port) {
      const nodes = await clusterNodes();
      const master = nodes.find((n) => n.port === port);
      const replica = nodes.find((n) => n.master === master?.id && live(n.flags));
      if (!replica) throw new Error(`no live replica of ${port}`);
      return replica.port;
    },
    async masterOfSlot(slot) {
      const nodes = await clusterNodes();
      const owner = nodes.find(
        (n) =>
          n.flags.includes('master') &&
          live(n.flags) &&
          n.slots.some((range) => {
            const [from = -1, to = from] = range.split('-').map(Number);
            return slot >= from && slot <= to;
          }),
      );
      if (!owner) throw new Error(`no live master serves slot ${slot}`);
      return owner.port;
    },
    async kill(port) {
      const server = servers.get(port);
      if (!server || server.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        server.once('exit', () => resolve());
        server.kill('SIGKILL');
      });
    },
    async waitUntilHealthy(timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const states = await Promise.all(
          ports
            .filter((port) => servers.get(port)?.exitCode === null && servers.get(port)?.signalCode === null)
            .map((port) => command(port, 'cluster', 'info').catch(() => '')),
        );
        const masterCount = (await cluster.masters().catch(() => [])).length;
        if (states.every((s) => s.includes('cluster_state:ok')) && masterCount === masters) return;
        if (Date.now() > deadline) throw new Error('the local Redis Cluster did not become healthy');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    stop,
  };

  try {
    for (const port of ports) {
      const server = spawn(
        'redis-server',
        [
          '--port',
          String(port),
          '--bind',
          HOST,
          '--cluster-enabled',
          'yes',
          '--cluster-config-file',
          join(dir, `nodes-${port}.conf`),
          '--cluster-node-timeout',
          String(options.nodeTimeoutMs ?? 1000),
          '--dir',
          dir,
          '--save',
          '',
          '--appendonly',
          'no',
          // A replica's first sync starts at once (the default waits 5 s for more replicas to share it).
          '--repl-diskless-sync-delay',
          '0',
          '--logfile',
          join(dir, `redis-${port}.log`),
        ],
        { stdio: 'ignore' },
      );
      servers.set(port, server);
    }
    await Promise.all(ports.map((port) => untilAnswers(port, servers.get(port) as ChildProcess, 10_000)));
    await run('redis-cli', [
      '--cluster',
      'create',
      ...cluster.nodes.map((n) => `${n.host}:${n.port}`),
      '--cluster-replicas',
      String(replicas),
      '--cluster-yes',
    ]);
    await cluster.waitUntilHealthy();
    await replicasInSync(cluster, ports, 15_000);
    return cluster;
  } catch (error) {
    await stop();
    throw error;
  }
}
