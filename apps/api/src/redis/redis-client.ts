import { Cluster, Redis } from 'ioredis';

export interface RedisClusterNode {
  host: string;
  port: number;
}

/**
 * Where Redis is: one server's URL (`REDIS_URL`), or some nodes of a Redis Cluster
 * (`REDIS_CLUSTER_NODES`; the client learns the others and who serves which slot from them).
 */
export type RedisTarget = string | { cluster: RedisClusterNode[] };

export type RedisClient = Redis | Cluster;

export interface RedisClientOptions {
  /** Attempts of a command before it fails (ioredis's default is 20: a long wait while Redis is away). */
  maxRetriesPerRequest?: number;
  /**
   * A subscriber connection to each master for sharded pub/sub (SSUBSCRIBE), re-made and
   * re-subscribed by ioredis when the slots move (a failover); cluster only.
   */
  shardedSubscribers?: boolean;
}

/** Of the config's two Redis settings, the one set (config.ts refuses both at once). */
export function redisTargetOf(config: {
  redisUrl: string | undefined;
  redisClusterNodes: RedisClusterNode[] | undefined;
}): RedisTarget | undefined {
  return config.redisClusterNodes ? { cluster: config.redisClusterNodes } : config.redisUrl;
}

export function isClusterTarget(target: RedisTarget): target is { cluster: RedisClusterNode[] } {
  return typeof target !== 'string';
}

/** A client of a single Redis or of a cluster; it connects at once and reconnects by itself. */
export function connectRedis(target: RedisTarget, options: RedisClientOptions = {}): RedisClient {
  const perRequest =
    options.maxRetriesPerRequest === undefined ? {} : { maxRetriesPerRequest: options.maxRetriesPerRequest };
  if (!isClusterTarget(target)) return new Redis(target, { lazyConnect: false, ...perRequest });
  const cluster = new Cluster(target.cluster, {
    lazyConnect: false,
    shardedSubscribers: options.shardedSubscribers ?? false,
    redisOptions: perRequest,
  });
  cluster.once('ready', () => clustersUpOnce.add(cluster));
  return cluster;
}

/** Clusters that have been ready once (clusterIsDown). */
const clustersUpOnce = new WeakSet<Cluster>();

/**
 * Which part of a key (or shard channel) Redis Cluster hashes: keys that share it share a slot,
 * so one Lua script or MULTI may touch them all, and a room's keys and channel share a master.
 * A single Redis ignores the braces.
 */
export function slotTag(text: string): string {
  return `{${text}}`;
}

/** The longest a polite QUIT may take at shutdown before the connections are just dropped. */
const QUIT_WAIT_MS = 1000;

/**
 * Lets go of a client without ever hanging a shutdown: QUIT (which lets sent commands finish)
 * only while connected, and even then no longer than QUIT_WAIT_MS, since a cluster's QUIT goes
 * to every node and waits its turn behind commands queued for one that is away. Otherwise the
 * connections are dropped at once and reconnecting stops.
 */
export async function closeRedis(client: RedisClient): Promise<void> {
  if (client.status === 'ready') {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, QUIT_WAIT_MS);
    });
    await Promise.race([client.quit().catch(() => {}), late]);
    clearTimeout(timer);
  }
  if (client.status !== 'end') client.disconnect();
  if (client instanceof Cluster) endQueue(client);
}

/**
 * A cluster disconnected while it was reconnecting (no node reachable) stays `disconnecting`
 * and keeps the commands queued meanwhile for ever (ioredis 6.0: with no node connection left,
 * nothing ends it), and whoever awaits one of them with it. The close handler it would have run
 * ends the client and fails them. It is not part of the typed API, hence the check.
 */
function endQueue(cluster: Cluster): void {
  const closeHandler = (cluster as unknown as { handleCloseEvent?: () => void }).handleCloseEvent;
  if (cluster.status !== 'end' && typeof closeHandler === 'function') closeHandler.call(cluster);
}

/**
 * Whether a command sent now should be refused rather than queued: a cluster that was up once
 * and has no reachable node now. A single Redis's queue is bounded by maxRetriesPerRequest, but a
 * cluster queues each command until a node is back, so that whoever awaits it (a shutdown
 * waiting for the last presence writes, say) would wait as long as the outage lasts.
 */
export function clusterIsDown(client: RedisClient): boolean {
  return client instanceof Cluster && clustersUpOnce.has(client) && client.status !== 'ready';
}

/**
 * PING for the readiness check. A single Redis answers on its connection. A cluster is ready
 * when the client knows a master for every slot and each of those masters answers: a master
 * that is gone fails the check until its replica has taken over (and the client has learnt so).
 * While a connection is being made or re-made the check fails at once rather than queueing the
 * PING until Redis comes back.
 */
export async function pingRedis(client: RedisClient): Promise<void> {
  if (client.status !== 'ready') throw new Error(`Redis connection is ${client.status}`);
  if (!(client instanceof Cluster)) {
    await client.ping();
    return;
  }
  const masterKeys = new Set<string>();
  let covered = 0;
  for (const owners of client.slots) {
    const master = owners?.[0];
    if (!master) continue;
    covered += 1;
    masterKeys.add(master);
  }
  if (covered < 16_384) throw new Error(`Redis Cluster: ${16_384 - covered} slots without a known master`);
  const masters = new Map(
    client.nodes('master').map((node) => [`${node.options.host}:${node.options.port}`, node]),
  );
  await Promise.all(
    [...masterKeys].map(async (key) => {
      const node = masters.get(key);
      if (!node) throw new Error(`Redis Cluster: master ${key} is not connected`);
      await node.ping();
    }),
  );
}
